import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configure, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { exampleValues } from '@/api/generated/example-values';
import { renderWithProviders } from '../utils/render';

configure({ asyncUtilTimeout: 10000 });

describe('/doc-tool-guide (public)', { timeout: 30_000 }, () => {
  it('links the installer from exe-file/get, names port 8003 and where the JWT token comes from', async () => {
    const app = await renderWithProviders('/doc-tool-guide');
    expect(await app.screen.findByRole('link', { name: 'Download the installer' })).toHaveAttribute(
      'href',
      'https://downloads.portal.invalid/tools/document-hash-tool-setup-2.4.1.exe',
    );
    expect(app.screen.getByText(/listens on port 8003 by default/)).toBeInTheDocument();
    expect(app.screen.getByText(/Generate the token on the publisher dashboard/)).toBeInTheDocument();
    expect(app.location().pathname).toBe('/doc-tool-guide');
  });

  it('shows the Windows and the Linux/MacOS steps; a copy button reads Copied! after copying', async () => {
    const app = await renderWithProviders('/doc-tool-guide');
    const windows = await app.screen.findByRole('tabpanel', { name: 'Windows' });
    expect(within(windows).getByText(/Start-Service DocumentHashTool/)).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('tab', { name: 'Linux/MacOS' }));
    const unix = app.screen.getByRole('tabpanel', { name: 'Linux/MacOS' });
    expect(within(unix).getByText('./document-hash-tool --port 8003')).toBeInTheDocument();
    await app.user.click(within(unix).getAllByRole('button', { name: 'Copy' })[2]!);
    expect(await navigator.clipboard.readText()).toBe('./document-hash-tool --port 8003');
    expect(await within(unix).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('says so when the installer link cannot be had', async () => {
    const failure = exampleValues.getToolInstaller!['200']!.examples.bodyFailure as object;
    server.use(http.get('*/exe-file/get', () => HttpResponse.json(failure)));
    const app = await renderWithProviders('/doc-tool-guide');
    expect(await app.screen.findByText('The installer link is not available right now.')).toBeInTheDocument();
  });
});

describe('/terms-of-service (public)', () => {
  it('lists every topic with its plain-language summary, payment and Arizona included', async () => {
    const app = await renderWithProviders('/terms-of-service');
    await app.screen.findByRole('heading', { name: 'Terms of Service', level: 1 });
    for (const topic of [
      'Payment',
      'Data ownership',
      'Content license',
      'Confidentiality',
      'Feedback',
      'Beta features',
      'Warranty disclaimer',
      'Indemnity',
      'Limitation of liability',
      'Termination',
      'Publicity',
      'Notices',
      'Export controls',
      'Governing law',
      'Third-party vendor terms',
    ]) {
      const section = app.screen.getByRole('region', { name: topic });
      expect(within(section).getByText('In short:')).toBeInTheDocument();
    }
    expect(app.screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('within 30 days');
    expect(app.screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('1.5% per month');
    expect(app.screen.getByRole('region', { name: 'Termination' })).toHaveTextContent("30 days' written notice");
    expect(app.screen.getByRole('region', { name: 'Governing law' })).toHaveTextContent('Arizona');
  });

  it('is linked from the public pages', async () => {
    const app = await renderWithProviders('/login');
    await app.user.click(await app.screen.findByRole('link', { name: 'Terms of Service' }));
    expect(await app.screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeInTheDocument();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '~mocks/node';
import { AppProviders } from '@/components/layout/app-providers';
import { ValidateDocument, type ValidateDocumentProps } from '@/components/validate-document/validate-document';
import { verificationOf } from '@/components/validate-document/validate-rules';
import { createPortal } from '@/router';
import { recordPosts, type FormFields } from '../utils/requests';
import { signInAs } from '../utils/session';

const VERIFY = '*/integrant/verify-exhibit-document';

function renderValidate(props: ValidateDocumentProps) {
  signInAs({});
  const portal = createPortal({ history: createMemoryHistory({ initialEntries: ['/'] }) });
  portal.queryClient.setDefaultOptions({ mutations: { retry: false } });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={portal.queryClient} session={portal.session} env="test">
      <ValidateDocument {...props} />
    </AppProviders>,
  );
  return { user };
}

function answer(isVerifyDocument: boolean) {
  return recordPosts<FormFields>('/integrant/verify-exhibit-document', () => ({
    status: '1',
    message: 'ok',
    data: { isVerifyDocument },
  }));
}

describe('ValidateDocument', () => {
  it('sends a picked file as coaFile and shows the green answer', async () => {
    const sent = answer(true);
    const file = new File(['%PDF-1.4'], 'coa.pdf', { type: 'application/pdf' });
    const { user } = renderValidate({ file });
    expect(screen.getByRole('img', { name: 'Not validated yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Document is verified')).toBeInTheDocument();
    expect(sent).toEqual([[['coaFile', 'file:application/pdf']]]);
  });

  it('verifies a saved document by its address and shows the red answer', async () => {
    const sent = answer(false);
    const { user } = renderValidate({ url: 'https://files.example.com/coa.pdf' });
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Document is not verified')).toBeInTheDocument();
    expect(sent).toEqual([[['url', 'https://files.example.com/coa.pdf']]]);
  });

  it('without a file says so and sends nothing', async () => {
    const sent = answer(true);
    const { user } = renderValidate({});
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Please upload file first')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('an error sets it back to unknown', async () => {
    let calls = 0;
    server.use(
      http.post(VERIFY, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ status: '1', data: { isVerifyDocument: true } })
          : HttpResponse.json({ status: '0', message: 'Something went wrong! Please try after sometime.' });
      }),
    );
    const { user } = renderValidate({ url: 'https://files.example.com/coa.pdf' });
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Document is verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.queryByText('Document is verified')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Not validated yet' })).toBeInTheDocument();
  });
});

it('another document reads unknown again', async () => {
  answer(true);
  signInAs({});
  const portal = createPortal({ history: createMemoryHistory({ initialEntries: ['/'] }) });
  const user = userEvent.setup();
  const ui = (url: string) => (
    <AppProviders queryClient={portal.queryClient} session={portal.session} env="test">
      <ValidateDocument url={url} />
    </AppProviders>
  );
  const { rerender } = render(ui('https://files.example.com/a.pdf'));
  await user.click(screen.getByRole('button', { name: 'Validate' }));
  expect(await screen.findByText('Document is verified')).toBeInTheDocument();
  rerender(ui('https://files.example.com/b.pdf'));
  expect(screen.queryByText('Document is verified')).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Not validated yet' })).toBeInTheDocument();
});

describe('verificationOf', () => {
  it('reads only a success body', () => {
    expect(verificationOf({ status: '1', data: { isVerifyDocument: true } })).toBe('verified');
    expect(verificationOf({ status: '1', data: { isVerifyDocument: false } })).toBe('notVerified');
    expect(verificationOf({ status: '0', message: 'x' })).toBe('unknown');
    expect(verificationOf(null)).toBe('unknown');
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { server } from '~mocks/node';
import {
  getGetOrganizationResponseMock,
  getVerifyDomainResponseMock,
} from '@/api/generated/portal/hooks/organization/organization.msw';
import { renderWithProviders } from '../utils/render';
import { bodyFailure } from '../utils/requests';

const unverified = () => {
  const answer = getGetOrganizationResponseMock();
  return { ...answer, data: { ...answer.data, is_valid_domain_name: false, is_approved: false } };
};

/** get-organization answers in turn (the last one from then on); returns how many were asked. */
function organizationAnswers(...answers: (() => object)[]) {
  let calls = 0;
  server.use(
    http.post('*/integrant/get-organization', () =>
      HttpResponse.json(answers[Math.min(calls++, answers.length - 1)]!()),
    ),
  );
  return () => calls;
}

function verifyAnswers(answer: () => object) {
  let calls = 0;
  server.use(
    http.post('*/organization/verify-domain', () => {
      calls += 1;
      return HttpResponse.json(answer());
    }),
  );
  return () => calls;
}

async function open() {
  const app = await renderWithProviders('/organization', { signedIn: true });
  await app.screen.findByDisplayValue('Verdant Labs');
  const verify = () => app.screen.getByRole('button', { name: 'Verify' });
  const confirm = () => app.screen.getByLabelText('I have added this TXT record to the DNS of my domain.');
  return { ...app, verify, confirm };
}

describe('/organization: domain verification', { timeout: 60_000 }, () => {
  it('is not offered for a verified domain, which carries the Verified mark', async () => {
    const app = await open();
    expect(app.screen.getByText('Verified')).toBeInTheDocument();
    expect(app.screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('shows the TXT record with a copy button; Verify waits for the confirmation; the success is toasted and the standing refetched', async () => {
    const asked = organizationAnswers(unverified, getGetOrganizationResponseMock);
    const verified = verifyAnswers(getVerifyDomainResponseMock);
    const app = await open();
    expect(app.screen.getByLabelText('DNS TXT record')).toHaveTextContent('portal-verification=9f3c2a71');
    expect(app.screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(app.screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(app.verify()).toBeDisabled();
    await app.user.click(app.confirm());
    expect(app.verify()).toBeEnabled();
    await app.user.click(app.verify());
    expect(await app.screen.findByText('Domain verified successfully')).toBeInTheDocument();
    expect(verified()).toBe(1);
    expect(await app.screen.findByText('Verified')).toBeInTheDocument();
    expect(asked()).toBe(2);
    expect(app.screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('toasts the server message as an error when the record is not found, and stays', async () => {
    organizationAnswers(unverified);
    const message = 'TXT record portal-verification=9f3c2a71 was not found for verdantlabs.com.';
    verifyAnswers(bodyFailure(message));
    const app = await open();
    await app.user.click(app.confirm());
    await app.user.click(app.verify());
    expect(await app.screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(app.verify()).toBeEnabled());
    expect(app.screen.queryByText('Verified')).not.toBeInTheDocument();
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '~mocks/node';
import { getGetOrganizationResponseMock } from '@/api/generated/portal/hooks/organization/organization.msw';
import { renderWithProviders } from '../utils/render';

function organizationWith(patch: Record<string, unknown>) {
  const answer = getGetOrganizationResponseMock();
  server.use(
    http.post('*/integrant/get-organization', () =>
      HttpResponse.json({ ...answer, data: { ...answer.data, ...patch } }),
    ),
  );
}

const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000 - 60_000).toISOString();

describe('the gates at /', { timeout: 60_000 }, () => {
  it('shows the dashboard under the trial banner during a free trial, whatever the domain and approval', async () => {
    organizationWith({ is_free_trail: true, is_valid_domain_name: false, is_approved: false, created_on: daysAgo(10) });
    const app = await renderWithProviders('/', { signedIn: { subscriptions: ['publisher'] } });
    // The publisher dashboard is its own chunk (charts): the first load is slow in jsdom.
    expect(
      await app.screen.findByRole('heading', { name: 'Free-trial documents' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(
      await app.screen.findByText('20 days left in your 30-day free trial.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(app.screen.queryByRole('heading', { name: 'Verify your domain' })).not.toBeInTheDocument();
  });

  it('shows the domain verification screen without a verified domain; its button goes to /organization', async () => {
    organizationWith({ is_free_trail: false, is_valid_domain_name: false, is_approved: true });
    const app = await renderWithProviders('/', { signedIn: { subscriptions: ['compliance'] } });
    expect(await app.screen.findByRole('heading', { name: 'Verify your domain' })).toBeInTheDocument();
    expect(app.screen.getByText('To access this functionality first verify your domain.')).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('link', { name: 'Verify Domain' }));
    expect(app.location().pathname).toBe('/organization');
  });

  it('shows the approval-pending screen for a verified domain awaiting approval, for tracer too', async () => {
    organizationWith({ is_free_trail: false, is_valid_domain_name: true, is_approved: false });
    const app = await renderWithProviders('/', { signedIn: true });
    expect(await app.screen.findByRole('heading', { name: 'Approval pending' })).toBeInTheDocument();
    expect(app.screen.getByText("Your organization's approval is pending from Admin side.")).toBeInTheDocument();
    expect(app.screen.queryByRole('heading', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('lifts the gate when the standing is asked again and the organization is approved', async () => {
    organizationWith({ is_free_trail: false, is_valid_domain_name: true, is_approved: false });
    const app = await renderWithProviders('/', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Approval pending' });
    organizationWith({ is_free_trail: false, is_valid_domain_name: true, is_approved: true });
    await app.queryClient.invalidateQueries();
    expect(await app.screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
  });
});

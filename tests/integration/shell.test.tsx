import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
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

function organizationLoaded(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .findAll()
    .some((q) => String(q.queryKey[0]).includes('get-organization') && q.state.status === 'success');
}

describe('the app shell', () => {
  it('blocks the create actions until the domain is verified, and says why', async () => {
    organizationWith({ is_free_trail: false, is_valid_domain_name: false, is_approved: true });
    // Home shows the domain gate; the shell's standing comes from the same organization call.
    const { user, screen, location, queryClient } = await renderWithProviders('/', { signedIn: true });
    await screen.findByRole('heading', { name: 'Verify your domain' });
    await waitFor(() => expect(organizationLoaded(queryClient)).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New Product' }));
    // The toast (home's own domain gate says the same words in the page).
    const toast = await screen.findByText('To access this functionality first verify your domain.', {
      selector: '.mantine-Notification-description',
    });
    expect(toast).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });

  it('says approval is pending when the domain is verified but not approved', async () => {
    organizationWith({ is_free_trail: false, is_valid_domain_name: true, is_approved: false });
    const { user, screen, queryClient } = await renderWithProviders('/', { signedIn: true });
    await screen.findByRole('heading', { name: 'Approval pending' });
    await waitFor(() => expect(organizationLoaded(queryClient)).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Transfer In' }));
    // The gate's page says it too: the menu's answer is the toast (role alert).
    const pending = "Your organization's approval is pending from Admin side.";
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((toast) => toast.textContent?.includes(pending))).toBe(true),
    );
  });

  it('sends a temporary-password user to the forced change, with no header (spec 1: guards, header)', async () => {
    const { screen } = await renderWithProviders('/', { signedIn: { temporaryPassword: true } });
    await screen.findByRole('heading', { name: 'Update your password' });
    expect(screen.queryByRole('heading', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();
  });

  it('shows the unread notifications of a tracer user and marks them read when opened', async () => {
    const read: unknown[] = [];
    server.use(
      http.post('*/notification/read-notification', async ({ request }) => {
        read.push(await request.json());
        return HttpResponse.json({ status: '1', message: 'Notifications marked as read', ids: ['NTF1A2B3C4'] });
      }),
    );
    const { user, screen } = await renderWithProviders('/', { signedIn: true });
    const bell = await screen.findByRole('button', { name: /Notifications \([1-9]\d* unread\)/ });
    await user.click(bell);
    await screen.findByText('Notifications');
    await expect.poll(() => read.length).toBe(1);
    expect(read[0]).toMatchObject({ notificationIds: expect.any(Array) });
    // Escape closes the list where the focus is, on the bell.
    expect(document.activeElement).toBe(bell);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Notifications')).not.toBeInTheDocument());
    await user.click(bell);
    await screen.findByText('Notifications');
  });

  it('has no bell outside tracer and fastpass', async () => {
    const { screen } = await renderWithProviders('/', { signedIn: { subscriptions: ['publisher'] } });
    await screen.findByRole('button', { name: 'User menu' });
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});

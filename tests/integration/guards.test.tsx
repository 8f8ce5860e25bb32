import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { renderWithProviders } from '../utils/render';

describe('route guards', () => {
  it('sends a signed-out visitor of a protected page to /login, remembering where they were going', async () => {
    const { location, screen } = await renderWithProviders('/?from=test');
    expect(location().pathname).toBe('/login');
    expect(location().search).toEqual({ redirect: '/?from=test' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    // Section 8's other wording of the 401 message, for a visitor the guard sent here.
    expect(screen.getByRole('status')).toHaveTextContent('Please login to access this resource');
  });

  it('does not ask a visitor who opened /login themselves to log in to access a resource', async () => {
    const { screen } = await renderWithProviders('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('Please login to access this resource')).not.toBeInTheDocument();
  });

  it('sends a signed-in user without OTP verification to /verify-otp', async () => {
    const { location } = await renderWithProviders('/', { signedIn: { otpVerified: false } });
    expect(location().pathname).toBe('/verify-otp');
  });

  it('lets a verified user in', async () => {
    const { location, screen } = await renderWithProviders('/', { signedIn: true });
    expect(location().pathname).toBe('/');
    expect(await screen.findByRole('button', { name: 'User menu' })).toBeInTheDocument();
  });

  it('shows the 404 copy for an unknown URL, in the frame of who looks (and never two frames)', async () => {
    const NOT_FOUND = 'Unfortunately the page you are looking for has been moved or deleted';
    let app = await renderWithProviders('/no/such/page');
    expect(await app.screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(app.screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
    // Signed out: the public pages' frame, its brand and the terms.
    expect(app.screen.getByRole('link', { name: 'Producer Portal' })).toHaveAttribute('href', '/');
    expect(app.screen.getByRole('link', { name: 'Terms of Service' })).toBeInTheDocument();
    app.unmount();
    // Signed in: the portal's header and menus, once, at the root and under a frame's own routes alike.
    for (const path of ['/no/such/page', '/plans/VRDNT/more']) {
      app = await renderWithProviders(path, { signedIn: true });
      expect(await app.screen.findByText(NOT_FOUND)).toBeInTheDocument();
      expect(await app.screen.findAllByRole('banner')).toHaveLength(1);
      expect(within(app.screen.getByRole('banner')).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
      expect(app.screen.getAllByRole('main')).toHaveLength(1);
      app.unmount();
    }
  });

  it('drops a redirect to another origin', async () => {
    const { location } = await renderWithProviders('/login?redirect=%2F%2Fevil.example');
    expect(location().search).toEqual({});
  });
});

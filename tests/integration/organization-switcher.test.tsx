import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '~mocks/node';
import { getLoginAsResponseMock } from '@/api/generated/portal/hooks/auth/auth.msw';
import { OLIVIA } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';

describe('the Organizations switcher', () => {
  it('signs in as the invited account, then offers the way back', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/auth/login-as', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(getLoginAsResponseMock());
      }),
    );
    const { user, screen, session } = await renderWithProviders('/', { signedIn: true });
    const header = await screen.findByRole('banner');
    const switcher = await screen.findAllByLabelText('Organizations');
    await user.click(switcher[0]!);
    const option = await screen.findByRole('option', { name: /Northwind/ });
    await user.click(option);
    await expect.poll(() => session.getState().homeIndividual?.id).toBe(OLIVIA);
    expect(sent[0]).toEqual({ individual_id: expect.any(String) });
    expect(header).toBeInTheDocument();
    await user.click((await screen.findAllByLabelText('Organizations'))[0]!);
    await user.click(await screen.findByRole('option', { name: 'Back to your organization' }));
    await expect.poll(() => session.getState().homeIndividual).toBeNull();
    expect(sent[1]).toEqual({ individual_id: OLIVIA });
  });
});

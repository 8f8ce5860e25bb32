import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configure } from '@testing-library/react';
import { server } from '~mocks/node';
import { getRegisterResponseMock } from '@/api/generated/portal/hooks/auth/auth.msw';
import { getGetPasswordRangeMockHandler503 } from '@/api/generated/third-party/breached-password/hooks/range/range.msw';
import { renderWithProviders } from '../utils/render';

configure({ asyncUtilTimeout: 5000 });

function registerAnswers(answer: () => Response = () => HttpResponse.json(getRegisterResponseMock())) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/auth/register', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function open() {
  const app = await renderWithProviders('/register');
  const fill = async (password: string) => {
    await app.user.type(app.screen.getByLabelText(/First name/), 'Elena');
    await app.user.type(app.screen.getByLabelText(/Last name/), 'Vasquez');
    await app.user.type(app.screen.getByLabelText(/Mobile phone/), '(520) 555-0187');
    await app.user.type(app.screen.getByLabelText(/Email/), 'elena.vasquez@sonorannutrition.com');
    await app.user.type(app.screen.getByLabelText(/^Password/), password);
  };
  return { ...app, fill, submit: () => app.user.click(app.screen.getByRole('button', { name: 'Register' })) };
}

describe('/register', () => {
  it('names every missing field and sends nothing', async () => {
    const bodies = registerAnswers();
    const app = await open();
    await app.submit();
    expect(await app.screen.findAllByText('Please enter a value')).toHaveLength(5);
    await app.user.type(app.screen.getByLabelText(/Email/), 'elena@');
    await app.user.type(app.screen.getByLabelText(/Mobile phone/), '12');
    await app.submit();
    expect(await app.screen.findByText('Please enter vaild email address')).toBeInTheDocument();
    expect(app.screen.getByText('Please enter valid Phone No.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(app.screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('keeps the phone as it was typed, sends it as digits and hyphens, and thanks the visitor by name', async () => {
    const bodies = registerAnswers();
    const app = await open();
    await app.fill('Saguaro-Bloom-2026');
    expect(app.screen.getByLabelText(/Mobile phone/)).toHaveValue('(520) 555-0187');
    await app.submit();
    expect(
      await app.screen.findByText(
        'Thanks for signing up Elena. One of our team members will reach out to you shortly!',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name_first: 'Elena',
        name_middle: null,
        name_last: 'Vasquez',
        phone_mobile: '520-555-0187',
        email_address: 'elena.vasquez@sonorannutrition.com',
        password: 'Saguaro-Bloom-2026',
      },
    ]);
  });

  it('applies the 10-character rule and the breached-password check (breached, lookup failed)', async () => {
    const bodies = registerAnswers();
    const app = await open();
    await app.fill('short');
    await app.submit();
    expect(await app.screen.findByText('Password must be 10 characters long.')).toBeInTheDocument();
    await app.user.clear(app.screen.getByLabelText(/^Password/));
    await app.user.type(app.screen.getByLabelText(/^Password/), '1234567890');
    await app.submit();
    const breached = 'The password you chose is commonly used. Please try another password';
    expect(await app.screen.findByText(breached)).toBeInTheDocument();
    server.use(getGetPasswordRangeMockHandler503());
    await app.user.clear(app.screen.getByLabelText(/^Password/));
    await app.user.type(app.screen.getByLabelText(/^Password/), 'Saguaro-Bloom-2026');
    await app.submit();
    expect(await app.screen.findByText(breached)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('shows a generic error when the sign-up fails', async () => {
    registerAnswers(() => HttpResponse.json({ status: '0', message: 'Email address already exists', data: null }));
    const app = await open();
    await app.fill('Saguaro-Bloom-2026');
    await app.submit();
    expect(await app.screen.findByText('Looks like something went wrong, please try again!')).toBeInTheDocument();
  });
});

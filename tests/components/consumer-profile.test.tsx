import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '~mocks/node';
import { exampleValues } from '@/api/generated/example-values';
import { ConsumerProfile } from '@/components/consumer-profile/consumer-profile';
import { CONSUMER_TRAITS, orMissing } from '@/components/consumer-profile/consumer-traits';
import { AppProviders } from '@/components/layout/app-providers';
import { createPortal } from '@/router';
import { recordPosts } from '../utils/requests';
import { signInAs } from '../utils/session';

const detail = (name: string) => exampleValues.getUserDetail!['200']!.examples[name] as Record<string, unknown>;

function renderProfile(userId: string, fakeTimers = false) {
  signInAs({});
  const portal = createPortal({ history: createMemoryHistory({ initialEntries: ['/'] }) });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {});
  render(
    <AppProviders queryClient={portal.queryClient} session={portal.session} env="test">
      <ConsumerProfile userId={userId} />
    </AppProviders>,
  );
  return { user };
}

afterEach(() => vi.useRealTimers());

describe('ConsumerProfile', { timeout: 30_000 }, () => {
  it('asks user/detail for the producer view and shows every field under its label, contact with a copy button', async () => {
    const sent = recordPosts('/user/detail', () => detail('userDetail'));
    renderProfile('USR5K8M2QA');
    expect(screen.getByRole('status', { name: 'Loading the profile' })).toBeInTheDocument();
    expect(await screen.findByText('2418 E Camelback Rd, Phoenix, AZ 85016')).toBeInTheDocument();
    expect(sent).toEqual([{ user_id: 'USR5K8M2QA', type: 'producer' }]);
    const expected: Record<string, string> = {
      name: 'NameEmily Carter',
      email: 'Emailemily.carter@example.com',
      phone: 'Phone480-555-0172',
      gender: 'GenderFemale',
      race: 'RaceWhite',
      age: 'Age31-35',
      marital_status: 'Marital statusMarried',
      family_and_dependents: 'Family and dependents3',
      education_level: "Education levelBachelor's Degree",
      general_wellness: 'General wellnessHealthy',
      height: 'Height (inch)65',
      weight: 'Weight (pound)142',
    };
    for (const [key, text] of Object.entries(expected))
      expect(screen.getByTestId(`consumer-${key}`)).toHaveTextContent(text);
    for (const key of ['name', 'address', 'email', 'phone'])
      expect(within(screen.getByTestId(`consumer-${key}`)).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(4);
  });

  it('shows ***** for every missing value, with no copy button for missing contact details', async () => {
    recordPosts('/user/detail', () => detail('userDetailSparse'));
    renderProfile('USR9T3W6ZB');
    expect(await screen.findByText('daniel.kim@example.com')).toBeInTheDocument();
    for (const key of ['address', 'phone']) {
      expect(screen.getByTestId(`consumer-${key}`)).toHaveTextContent('*****');
      expect(within(screen.getByTestId(`consumer-${key}`)).queryByRole('button')).toBeNull();
    }
    for (const key of ['race', 'marital_status', 'family_and_dependents', 'education_level', 'height', 'weight'])
      expect(screen.getByTestId(`consumer-${key}`)).toHaveTextContent('*****');
    expect(screen.getByTestId('consumer-gender')).toHaveTextContent('GenderMale');
    expect(screen.getAllByText('*****')).toHaveLength(9);
  });

  it('copies a contact value and says Copied, back to Copy after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    recordPosts('/user/detail', () => detail('userDetail'));
    const { user } = renderProfile('USR5K8M2QA', true);
    const email = await screen.findByTestId('consumer-email');
    await user.click(within(email).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('emily.carter@example.com');
    expect(within(email).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(within(email).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(email).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('a failed load says so and Try again asks once more', async () => {
    let calls = 0;
    server.use(
      http.post('*/user/detail', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ status: '0', message: 'User not found' })
          : HttpResponse.json(detail('userDetail'));
      }),
    );
    const { user } = renderProfile('USR5K8M2QA');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('emily.carter@example.com')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('reads a missing or blank value as *****, and the traits are the audience keys', () => {
    expect(orMissing(null)).toBe('*****');
    expect(orMissing(undefined)).toBe('*****');
    expect(orMissing('  ')).toBe('*****');
    expect(orMissing('65')).toBe('65');
    expect(CONSUMER_TRAITS.map((t) => t.key)).toEqual([
      'gender',
      'race',
      'age',
      'marital_status',
      'family_and_dependents',
      'education_level',
      'general_wellness',
      'height',
      'weight',
    ]);
  });
});

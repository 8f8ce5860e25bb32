import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { server } from '~mocks/node';
import { getListProductSurveysResponseMock } from '@/api/generated/portal/hooks/survey/survey.msw';
import { OMEGA_PRODUCT, VERDANT, VITAMIN_D_PRODUCT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { recordPosts } from '../utils/requests';

const SLOW = { timeout: 15_000 };

describe('the survey panel on the tracer home', { timeout: 60_000 }, () => {
  it('links into the survey area of the selected product', async () => {
    const bodies = recordPosts('/integrant-type/get-surveys', getListProductSurveysResponseMock);
    const app = await renderWithProviders(`/?product=${OMEGA_PRODUCT}`, { signedIn: true });
    const panel = await app.screen.findByRole('region', { name: 'Consumer Survey' }, SLOW);
    expect(await within(panel).findByRole('link', { name: 'Survey (3)' }, SLOW)).toHaveAttribute(
      'href',
      `/survey-questions/${OMEGA_PRODUCT}/0`,
    );
    expect(await within(panel).findByRole('link', { name: 'Survey Submissions (128)' })).toHaveAttribute(
      'href',
      `/survey-questions/${OMEGA_PRODUCT}/1`,
    );
    expect(within(panel).getByRole('link', { name: 'Offers' })).toHaveAttribute(
      'href',
      `/survey-questions/${OMEGA_PRODUCT}/2`,
    );
    expect(within(panel).getByRole('link', { name: 'Batch Feedback (46)' })).toHaveAttribute(
      'href',
      `/survey-questions/${OMEGA_PRODUCT}/3`,
    );
    expect(within(panel).getByRole('link', { name: 'Audiences' })).toHaveAttribute('href', '/survey');
    expect(bodies[0]).toEqual({ organization_id: VERDANT });
  });

  it('without a product: the products with a survey, or the empty text', async () => {
    const app = await renderWithProviders('/', { signedIn: true });
    const panel = await app.screen.findByRole('region', { name: 'Consumer Survey' }, SLOW);
    expect(await within(panel).findByRole('link', { name: 'Vitamin D3 5000 IU' }, SLOW)).toHaveAttribute(
      'href',
      `/survey-questions/${VITAMIN_D_PRODUCT}/0`,
    );
    app.unmount();
    server.use(
      http.post('*/integrant-type/get-surveys', () =>
        HttpResponse.json({ ...getListProductSurveysResponseMock(), data: [] }),
      ),
    );
    const empty = await renderWithProviders('/', { signedIn: true });
    expect(
      await empty.screen.findByText(
        'No surveys found. Create a new survey to start collecting valuable insights from your audience!',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('fastpass has no survey panel', async () => {
    const app = await renderWithProviders('/', { signedIn: { selected: 'fastpass' } });
    await app.screen.findByRole('heading', { name: 'Products' }, SLOW);
    expect(app.screen.queryByRole('region', { name: 'Consumer Survey' })).not.toBeInTheDocument();
  });
});

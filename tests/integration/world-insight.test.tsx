import { describe, expect, it } from 'vitest';
import { OMEGA_PRODUCT, VITAMIN_D_PRODUCT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';

/** The mock world through the Survey tab: what is saved is what a later page lists (no answer overridden). */
describe('the world: survey questions', { timeout: 60_000 }, () => {
  it('a saved question is listed after the others, still there on a fresh page, and only on its product', async () => {
    const app = await renderWithProviders(`/survey-questions/${OMEGA_PRODUCT}/0`, { signedIn: true });
    await app.screen.findByText('1. Where did you buy this product?', {}, { timeout: 15_000 });
    await app.user.click(app.screen.getByRole('button', { name: 'Add Question' }));
    await app.user.type(app.screen.getByLabelText('New question 1'), 'Would you buy it again?');
    await app.user.click(app.screen.getByLabelText('Type of new question 1', { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Score' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('4. Would you buy it again?')).toBeInTheDocument();
    app.unmount();

    const again = await renderWithProviders(`/survey-questions/${OMEGA_PRODUCT}/0`, { signedIn: true });
    expect(await again.screen.findByText('4. Would you buy it again?', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(again.screen.getAllByTestId('survey-question')).toHaveLength(4);
    // Another product's survey is its own.
    again.unmount();
    const other = await renderWithProviders(`/survey-questions/${VITAMIN_D_PRODUCT}/0`, { signedIn: true });
    expect(
      await other.screen.findByText('You have not created any survey questions yet.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});

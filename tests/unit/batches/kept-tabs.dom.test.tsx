import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeptTabs } from '@/features/batches/kept-tabs';
import { renderComponent } from '../../utils/mantine';

type Tab = 'facets' | 'location' | 'exhibits';
const TABS: Tab[] = ['facets', 'location', 'exhibits'];
const render = (tab: Tab) => <input aria-label={`${tab} field`} defaultValue="" />;

describe('KeptTabs: the batch editor tabs kept mounted once drawn', () => {
  it('draws a tab when first shown, keeps it (as it was) when another is shown, and never draws one not shown', async () => {
    const view = renderComponent(<KeptTabs tabs={TABS} active="facets" render={render} />);
    const facets = screen.getByRole('textbox', { name: 'facets field' });
    await view.user.type(facets, 'typed');
    expect(screen.queryByLabelText('location field')).not.toBeInTheDocument();

    view.rerender(<KeptTabs tabs={TABS} active="exhibits" render={render} />);
    expect(screen.getByRole('textbox', { name: 'exhibits field' })).toBeInTheDocument();
    // Kept, but out of sight and out of reach.
    expect(screen.getByLabelText('facets field')).toBe(facets);
    expect(screen.queryByRole('textbox', { name: 'facets field' })).not.toBeInTheDocument();
    expect(facets.closest('[inert]')).not.toBeNull();
    expect(screen.queryByLabelText('location field')).not.toBeInTheDocument();

    view.rerender(<KeptTabs tabs={TABS} active="facets" render={render} />);
    // The same element, not drawn again: what it held is still there.
    expect(screen.getByRole('textbox', { name: 'facets field' })).toBe(facets);
    expect(facets).toHaveValue('typed');
    expect(screen.queryByRole('textbox', { name: 'exhibits field' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('exhibits field')).toBeInTheDocument();
  });
});

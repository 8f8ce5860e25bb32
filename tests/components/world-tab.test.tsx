import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { arm } from '~mocks/replay/arming-store';
import { worldEntry, worldSnapshot } from '~mocks/world/registry';
import { WorldTab } from '~mocks/world/world-tab';
import { renderComponent } from '../utils/mantine';

/** The replay panel's World tab, on the world's own calls (MSW answers them in process, in the default world). */
describe('the World tab', () => {
  it('says which world and scenario, lists who signs in, and starts another scenario', async () => {
    const changed = vi.fn();
    const { user } = renderComponent(<WorldTab onChanged={changed} />);
    expect(await screen.findByTestId('world-key')).toHaveTextContent('default');
    expect(screen.getByLabelText('Scenario example')).toBeInTheDocument();
    const olivia = screen.getByTestId('signs-in-olivia.bennett@verdantlabs.com');
    expect(olivia).toHaveTextContent(
      /^olivia\.bennett@verdantlabs\.com · Olivia Bennett · Verdant Labs · password Harvest-Morning-42 · code \d{6}$/,
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Scenario' }), 'new-organization');
    await user.click(screen.getByRole('button', { name: 'Start from it' }));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(worldEntry().scenario).toBe('new-organization');
  });

  it('a snapshot that breaks the contract is refused, its records and fields named, the world untouched', async () => {
    const changed = vi.fn();
    const { user, container } = renderComponent(<WorldTab onChanged={changed} />);
    await screen.findByTestId('world-key');
    const snap = worldSnapshot();
    const product = (snap.world.products as Record<string, unknown>[])[0]!;
    product.title = 7;
    const file = new File([JSON.stringify(snap)], 'world.json', { type: 'application/json' });
    const before = worldEntry().world.products.get(String(product.id))?.title;

    await user.upload(container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(
      await screen.findByText('The snapshot does not fit the current contract: nothing was loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByText(`products[${String(product.id)}].title: must be string`)).toBeInTheDocument();
    expect(changed).not.toHaveBeenCalled();
    expect(worldEntry().world.products.get(String(product.id))?.title).toBe(before);
  });

  it('a repro link names a frozen copy of the world and carries what is armed', async () => {
    arm({ operationId: 'getBatch', status: 500, example: 'serverError', once: false } as never);
    const { user } = renderComponent(<WorldTab />);
    await user.click(await screen.findByRole('button', { name: 'Copy repro link' }));
    const link = (await screen.findByRole('textbox', { name: /^Repro link/ })) as HTMLInputElement;
    const url = new URL(link.value);
    expect(url.searchParams.get('world')).toMatch(/^copy:\w+$/);
    expect(url.searchParams.getAll('replay')).toEqual(['getBatch:500:serverError']);
  });
});

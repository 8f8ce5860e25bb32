import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { arm } from '~mocks/replay/arming-store';
import { worldEntry, worldSnapshot } from '~mocks/world/registry';
import { decodeChanges, fragmentOf } from '~mocks/world/repro-fragment';
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

  it('a repro link carries this world and what is armed in its fragment, with its length', async () => {
    arm({ operationId: 'getBatch', status: 500, example: 'serverError', once: false } as never);
    const { user } = renderComponent(<WorldTab />);
    await user.click(await screen.findByRole('button', { name: 'Copy repro link' }));
    const link = (await screen.findByRole('textbox', { name: /^Repro link/ })) as HTMLInputElement;
    const url = new URL(link.value);
    expect(url.searchParams.get('world')).toBeNull();
    const decoded = await decodeChanges(fragmentOf(url.hash)!);
    expect(decoded).toMatchObject({ changes: { scenario: 'example', armed: ['getBatch:500:serverError'] } });
    expect(screen.getByTestId('repro-link-size')).toHaveTextContent(
      `${link.value.length.toLocaleString('en-US')} characters, 0 changed records`,
    );
  });

  it('a world with more changes than a link holds offers the snapshot file instead', async () => {
    // Forty locations, each with a long note of letters that do not repeat: more than a link holds once compressed.
    let seed = 11;
    const note = () =>
      Array.from({ length: 120 }, () => {
        seed = (seed * 1103515245 + 12345) >>> 0;
        return 'abcdefghijklmnopqrstuvwxyz'[(seed >>> 16) % 26];
      }).join('');
    const { locations } = worldEntry().world;
    const [first] = locations.all();
    for (let n = 1; n <= 40; n++)
      locations.put({ ...first!, id: `LOCNOTE${String(n).padStart(3, '0')}`, description: note() });
    const { user } = renderComponent(<WorldTab />);
    await user.click(await screen.findByRole('button', { name: 'Copy repro link' }));
    const alert = await screen.findByTestId('repro-link-too-large');
    expect(alert).toHaveTextContent('Too many changes for a link');
    expect(alert).toHaveTextContent(
      /would make a link of [\d,]+ characters, and chat tools cut or refuse a message longer than 4,000/,
    );
    expect(screen.queryByRole('textbox', { name: /^Repro link/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download snapshot instead' })).toBeInTheDocument();
  });
});

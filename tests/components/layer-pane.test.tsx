import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkTree, TreeNode } from '@/api/generated/portal/model';
import { LayerPane } from '@/features/batches/layer-pane';
import { OMEGA_PRODUCT } from '../../test-support/example-world';
import { renderComponent } from '../utils/mantine';

/** A tree three wide: each node after the root is the child of the node a third of the way back. */
function tree(size: number): LinkTree {
  const nodes: TreeNode[] = [];
  for (let n = 0; n < size; n++) {
    const parent = n === 0 ? null : nodes[Math.floor((n - 1) / 3)]!;
    nodes.push({
      id: `BAT${String(n).padStart(7, '0')}`,
      integrant_type_id: OMEGA_PRODUCT,
      title: `Batch ${n + 1}`,
      external_id: `LOT-${n + 1}`,
      level: parent ? parent.level + 1 : 0,
      parent_id: parent?.id ?? null,
    });
  }
  return { nodes, edges: [] };
}

const pane = () => screen.getByRole('navigation', { name: 'Batch layers' });
const rows = () => within(pane()).getAllByRole('listitem');

describe('LayerPane', () => {
  it('lists a small tree whole, the open node current', () => {
    const small = tree(4);
    renderComponent(<LayerPane tree={small} currentId={small.nodes[1]!.id} onOpen={() => {}} />);
    expect(rows().map((row) => row.textContent)).toEqual([
      'Batch 1LOT-1',
      'Batch 2LOT-2',
      'Batch 3LOT-3',
      'Batch 4LOT-4',
    ]);
    expect(within(pane()).getByText('Batch 2').closest('[aria-current="true"]')).not.toBeNull();
    expect(pane().querySelectorAll('[aria-current="true"]')).toHaveLength(1);
  });

  it('draws only a window of a 500-node tree, and reaches the last node by scrolling', async () => {
    const large = tree(500);
    const onOpen = vi.fn();
    renderComponent(<LayerPane tree={large} currentId={large.nodes[0]!.id} onOpen={onOpen} />);
    const list = within(pane()).getByRole('list', { name: 'Layers' });
    expect(rows().length).toBeLessThanOrEqual(20);
    expect(within(list).getByText('Batch 1')).toBeInTheDocument();
    expect(within(list).queryByText('Batch 500')).not.toBeInTheDocument();

    const box = list.parentElement!;
    box.scrollTop = Number.parseFloat(list.style.height);
    fireEvent.scroll(box);
    fireEvent.click(await within(list).findByText('Batch 500'));
    expect(onOpen).toHaveBeenCalledWith(large.nodes[499]!.id);
    expect(rows().length).toBeLessThanOrEqual(20);
    expect(within(list).queryByText('Batch 1')).not.toBeInTheDocument();
  });

  it('says the tree shows once the batch is saved when there is none', () => {
    renderComponent(<LayerPane tree={undefined} currentId={`new.${OMEGA_PRODUCT}`} onOpen={() => {}} />);
    expect(within(pane()).getByText('The batch tree shows once the batch is saved.')).toBeInTheDocument();
    expect(within(pane()).queryByRole('list')).not.toBeInTheDocument();
  });
});

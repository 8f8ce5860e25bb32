import { describe, expect, it } from 'vitest';
import { estimatedHeight, toFlowEdge, toFlowNode } from '@/features/batches/graph/flow-elements';
import { NODE_WIDTH } from '@/features/batches/graph/graph-rules';
import { pointInView } from '@/features/batches/graph/link-edge';

const placed = {
  id: 'B',
  label: 'Zinc Picolinate 50 mg',
  sublabel: 'VL-ZNC-2026-1201',
  x: 240,
  y: 140,
  current: false,
};

describe('the link graph as React Flow draws it', () => {
  it('gives each node a size and its two handles before it is drawn, so that only the nodes in view are drawn', () => {
    const node = toFlowNode(placed);
    const height = estimatedHeight('Zinc Picolinate 50 mg · VL-ZNC-2026-1201', 1);
    expect(node).toMatchObject({
      id: 'B',
      position: { x: 240, y: 140 },
      data: { label: 'Zinc Picolinate 50 mg · VL-ZNC-2026-1201' },
      ariaLabel: 'Open Zinc Picolinate 50 mg VL-ZNC-2026-1201',
      measured: { width: NODE_WIDTH, height },
    });
    // Incoming links end on the top's middle, outgoing ones start from the bottom's.
    expect(node.handles?.map(({ type, position, x, y, width }) => [type, position, x + width! / 2, y])).toEqual([
      ['target', 'top', NODE_WIDTH / 2, -3],
      ['source', 'bottom', NODE_WIDTH / 2, height - 3],
    ]);
  });

  it('estimates a longer label on more lines, and marks the batch being edited', () => {
    expect(estimatedHeight('Zinc', 1)).toBeLessThan(estimatedHeight('Zinc Picolinate 50 mg · VL-ZNC-2026-1201', 1));
    expect(toFlowNode({ ...placed, current: true }).style).toMatchObject({ borderWidth: 2, borderColor: '#087f5b' });
    expect(toFlowNode({ ...placed, sublabel: '' })).toMatchObject({
      data: { label: 'Zinc Picolinate 50 mg' },
      ariaLabel: 'Open Zinc Picolinate 50 mg',
    });
  });

  it('draws transits and transfers moving, ingredients still, each in its colour and named', () => {
    const edge = (kind: 'mutation' | 'transit' | 'transfer') =>
      toFlowEdge({ id: kind, source: 'A', target: 'B', kind, label: kind });
    expect(
      [edge('mutation'), edge('transit'), edge('transfer')].map((e) => [e.animated, e.style?.stroke, e.label]),
    ).toEqual([
      [false, '#087f5b', 'mutation'],
      [true, '#1864ab', 'transit'],
      [true, '#c92a2a', 'transfer'],
    ]);
  });

  it('tells whether an edge label’s place is in view, with a margin for the label’s width', () => {
    // Zoomed to a half, moved 1,000 px left: the view shows x 2,000 to 3,600 and y 0 to 1,000 of the flow.
    const view = { transform: [-1000, 0, 0.5] as [number, number, number], width: 800, height: 500 };
    expect(pointInView(view, 2800, 500)).toBe(true);
    expect(pointInView(view, 1900, 500)).toBe(true);
    expect(pointInView(view, 1000, 500)).toBe(false);
    expect(pointInView(view, 2800, 1400)).toBe(false);
  });
});

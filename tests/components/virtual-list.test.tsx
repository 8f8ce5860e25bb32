import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VirtualList } from '@/components/virtual-list/virtual-list';
import { renderComponent } from '../utils/mantine';

interface Item {
  readonly id: string;
  readonly name: string;
}
const items: Item[] = Array.from({ length: 5_000 }, (_, i) => ({ id: `i${i + 1}`, name: `Item ${i + 1}` }));
const ROW = 40;
const HEIGHT = 400;

function list(props: Partial<Parameters<typeof VirtualList<Item>>[0]> = {}) {
  return (
    <VirtualList
      aria-label="Items"
      items={items}
      getKey={(item) => item.id}
      renderItem={(item) => <span>{item.name}</span>}
      estimateSize={ROW}
      fixedSize
      height={HEIGHT}
      {...props}
    />
  );
}

const drawn = () => within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');

/** Scrolls the list's box (jsdom has no layout: the offset is set as the browser would, then the scroll event). */
function scrollTo(top: number) {
  const box = screen.getByRole('list', { name: 'Items' }).parentElement!;
  act(() => {
    box.scrollTop = top;
    fireEvent.scroll(box);
  });
}

describe('VirtualList', () => {
  it('draws a window of a list of 5,000, not every row', () => {
    renderComponent(list());
    const rows = drawn();
    // A screenful (the box's height over a row's) and a few beyond it.
    expect(rows.length).toBeGreaterThanOrEqual(HEIGHT / ROW);
    expect(rows.length).toBeLessThanOrEqual(3 * (HEIGHT / ROW));
    expect(rows[0]).toHaveTextContent('Item 1');
    // The scroll box is as tall as all the rows, so the scrollbar reaches every one.
    expect(screen.getByRole('list', { name: 'Items' })).toHaveStyle({ height: `${items.length * ROW}px` });
  });

  it('reaches every row by scrolling: the middle and the last one', () => {
    renderComponent(list());
    scrollTo(2_500 * ROW);
    expect(screen.getByText('Item 2501')).toBeInTheDocument();
    expect(screen.queryByText('Item 1')).not.toBeInTheDocument();
    scrollTo(items.length * ROW - HEIGHT);
    expect(screen.getByText('Item 5000')).toBeInTheDocument();
    expect(drawn().length).toBeLessThanOrEqual(3 * (HEIGHT / ROW));
  });

  it('asks for the next page when scrolled near the end of what is loaded, not before', () => {
    const onLoadMore = vi.fn();
    renderComponent(list({ items: items.slice(0, 100), hasMore: true, onLoadMore }));
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollTo(100 * ROW - HEIGHT);
    expect(onLoadMore).toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from '@/components/infinite/load-more';
import { renderComponent } from '../utils/mantine';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: Callback[] = [];

class FakeObserver {
  constructor(private readonly callback: Callback) {}
  observe() {
    observed.push(this.callback);
  }
  disconnect() {
    observed = observed.filter((c) => c !== this.callback);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  observed = [];
});

describe('LoadMore', () => {
  it('asks for the next page when it scrolls into view, once per page', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onMore = vi.fn();
    const { rerender } = renderComponent(<LoadMore hasMore loading={false} onMore={onMore} />);
    observed.forEach((see) => see([{ isIntersecting: true }]));
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender(<LoadMore hasMore loading onMore={onMore} />);
    observed.forEach((see) => see([{ isIntersecting: true }]));
    expect(onMore).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Loading more')).toBeInTheDocument();
  });

  it('offers a real button for keyboard users, and nothing once the server has no more', async () => {
    const onMore = vi.fn();
    const { user, rerender } = renderComponent(
      <LoadMore hasMore loading={false} onMore={onMore} label="Show 10 more" />,
    );
    await user.click(screen.getByRole('button', { name: 'Show 10 more' }));
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender(<LoadMore hasMore={false} loading={false} onMore={onMore} />);
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();
  });
});

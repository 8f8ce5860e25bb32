import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyView } from '@/components/layout/lazy-view';

function Field({ label }: { label: string }) {
  return <input aria-label={label} />;
}

/** A chunk that comes when the test says so. */
function heldCode() {
  let arrive!: () => void;
  let fail!: () => void;
  const fetchCode = vi.fn(
    () =>
      new Promise<typeof Field>((resolve, reject) => {
        arrive = () => resolve(Field);
        fail = () => reject(new Error('chunk failed'));
      }),
  );
  return { fetchCode, arrive: () => arrive(), fail: () => fail() };
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}

const shown = (node: ReactNode) => (
  <Boundary>
    <Suspense fallback={<p>Loading the view</p>}>{node}</Suspense>
  </Boundary>
);

afterEach(() => vi.unstubAllGlobals());

describe('lazyView: a part of a screen fetched when first shown (issue 28)', () => {
  it('shows the fallback until its code comes, then keeps what it holds when it is drawn again', async () => {
    const code = heldCode();
    const { View } = lazyView(code.fetchCode);
    const { rerender } = render(shown(<View label="Tracking ID" />));
    expect(screen.getByText('Loading the view')).toBeInTheDocument();
    await act(async () => code.arrive());
    await userEvent.type(await screen.findByLabelText('Tracking ID'), 'LOT77');
    // Drawn again with the code now at hand: the same field, not a new one (what was typed stays).
    rerender(shown(<View label="Tracking ID" />));
    expect(screen.getByLabelText('Tracking ID')).toHaveValue('LOT77');
    expect(code.fetchCode).toHaveBeenCalledTimes(1);
  });

  it('is drawn in its first render once `load` has brought its code (a route loader)', async () => {
    const code = heldCode();
    const view = lazyView(code.fetchCode);
    const loading = view.load();
    code.arrive();
    await loading;
    render(shown(<view.View label="Location" />));
    expect(screen.queryByText('Loading the view')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toBeInTheDocument();
  });

  it('`prefetch` asks for the code once the browser is idle, and only once', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    const code = heldCode();
    const view = lazyView(code.fetchCode);
    view.prefetch();
    expect(code.fetchCode).not.toHaveBeenCalled();
    idle.forEach((task) => task());
    view.prefetch();
    idle.forEach((task) => task());
    expect(code.fetchCode).toHaveBeenCalledTimes(1);
  });

  it('`AfterPaint` shows its fallback and asks for the code only once the screen has been painted', async () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
    const code = heldCode();
    const { AfterPaint } = lazyView(code.fetchCode);
    render(
      <Boundary>
        <AfterPaint label="Batch options" fallback={<p>Loading the options</p>} />
      </Boundary>,
    );
    expect(screen.getByText('Loading the options')).toBeInTheDocument();
    expect(code.fetchCode).not.toHaveBeenCalled(); // not in the render, nor in its effects
    act(() => frames.forEach((frame) => frame()));
    expect(code.fetchCode).not.toHaveBeenCalled(); // the frame's paint comes after its callbacks
    await waitFor(() => expect(code.fetchCode).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Loading the options')).toBeInTheDocument(); // still, until the code comes
    await act(async () => code.arrive());
    expect(await screen.findByLabelText('Batch options')).toBeInTheDocument();
  });

  it('`AfterPaint` draws the view in its first render when its code is here already', async () => {
    const code = heldCode();
    const view = lazyView(code.fetchCode);
    const loading = view.load();
    code.arrive();
    await loading;
    render(<view.AfterPaint label="Batch options" fallback={<p>Loading the options</p>} />);
    expect(screen.queryByText('Loading the options')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Batch options')).toBeInTheDocument();
  });

  it('a failed fetch reaches the error boundary, once (not asked again by every retry of the render)', async () => {
    const code = heldCode();
    const view = lazyView(code.fetchCode);
    render(shown(<view.View label="Exhibits" />));
    await act(async () => code.fail());
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    expect(code.fetchCode).toHaveBeenCalledTimes(1);
  });
});

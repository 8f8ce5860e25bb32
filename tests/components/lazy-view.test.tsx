import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyView, type TriggerState } from '@/components/layout/lazy-view';

function Field({ label }: { label: string }) {
  return <input aria-label={label} />;
}

/** A chunk with `view` in it that comes when the test says so. */
function heldCode<P extends object>(view: ComponentType<P>) {
  let arrive!: () => void;
  let fail!: () => void;
  const fetchCode = vi.fn(
    () =>
      new Promise<ComponentType<P>>((resolve, reject) => {
        arrive = () => resolve(view);
        fail = () => reject(new Error('chunk failed'));
      }),
  );
  return { fetchCode, arrive: () => arrive(), fail: () => fail() };
}

/** `view` as a lazy view whose code a route loader's `load` has brought already. */
async function broughtBy<P extends object>(view: ComponentType<P>) {
  const code = heldCode(view);
  const lazy = lazyView(code.fetchCode);
  const loading = lazy.load();
  code.arrive();
  await loading;
  return lazy;
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

describe('lazyView: a part of a screen fetched when first shown', () => {
  it('shows the fallback until its code comes, then keeps what it holds when it is drawn again', async () => {
    const code = heldCode(Field);
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
    const view = await broughtBy(Field);
    render(shown(<view.View label="Location" />));
    expect(screen.queryByText('Loading the view')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toBeInTheDocument();
  });

  it('`prefetch` asks for the code once the browser is idle, and only once', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    const code = heldCode(Field);
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
    const code = heldCode(Field);
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
    const view = await broughtBy(Field);
    render(<view.AfterPaint label="Batch options" fallback={<p>Loading the options</p>} />);
    expect(screen.queryByText('Loading the options')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Batch options')).toBeInTheDocument();
  });

  it('a failed fetch reaches the error boundary, once (not asked again by every retry of the render)', async () => {
    const code = heldCode(Field);
    const view = lazyView(code.fetchCode);
    render(shown(<view.View label="Exhibits" />));
    await act(async () => code.fail());
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    expect(code.fetchCode).toHaveBeenCalledTimes(1);
  });

  describe('`Control`: a header control drawn as its trigger until its code comes', () => {
    /** A menu: its button opens a list, and says so; drawn as its trigger was left, as the header's controls are. */
    function Menu({ label, opened = false, focused = false }: { label: string } & Partial<TriggerState>) {
      const [open, setOpen] = useState(opened);
      return (
        <>
          <button type="button" aria-expanded={open} autoFocus={focused} onClick={() => setOpen((was) => !was)}>
            {label}
          </button>
          {open && <ul aria-label={`${label} items`} />}
        </>
      );
    }
    const trigger = (label: string) => (
      <button type="button" aria-expanded={false}>
        {label}
      </button>
    );
    /** Animation frames and idle callbacks that run when the test says so. */
    function stubIdle() {
      const frames: (() => void)[] = [];
      const idle: (() => void)[] = [];
      vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
      vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
      return {
        paint: async () => {
          act(() => frames.splice(0).forEach((frame) => frame()));
          await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        },
        idle: () => idle.splice(0).forEach((task) => task()),
      };
    }

    it('asks for its code only once the browser is idle after the paint, then draws the control in its place', async () => {
      const browser = stubIdle();
      const code = heldCode(Menu);
      const { Control } = lazyView(code.fetchCode);
      render(<Control label="Create" trigger={trigger('Create')} />);
      expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
      await browser.paint();
      expect(code.fetchCode).not.toHaveBeenCalled(); // painted, not idle yet
      browser.idle();
      expect(code.fetchCode).toHaveBeenCalledTimes(1);
      await act(async () => code.arrive());
      await userEvent.click(screen.getByRole('button', { name: 'Create' }));
      expect(screen.getByRole('list', { name: 'Create items' })).toBeInTheDocument();
    });

    it('a press on the trigger before the code has come opens the control once it is here, with the focus', async () => {
      stubIdle();
      const code = heldCode(Menu);
      const { Control } = lazyView(code.fetchCode);
      render(<Control label="User menu" trigger={trigger('User menu')} />);
      await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
      expect(code.fetchCode).toHaveBeenCalledTimes(1); // asked for at once, not when idle
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      await act(async () => code.arrive());
      expect(screen.getByRole('list', { name: 'User menu items' })).toBeInTheDocument(); // opened once, not toggled twice
      expect(screen.getByRole('button', { name: 'User menu' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: 'User menu' })).toHaveFocus();
    });

    it('a mouse button held down on the trigger when the code comes holds the swap until the click is over', async () => {
      stubIdle();
      const code = heldCode(Menu);
      const { Control } = lazyView(code.fetchCode);
      render(<Control label="Create" trigger={trigger('Create')} />);
      const pressed = screen.getByRole('button', { name: 'Create' });
      const user = userEvent.setup();
      await user.pointer({ keys: '[MouseLeft>]', target: pressed });
      expect(code.fetchCode).toHaveBeenCalledTimes(1); // asked for on the press
      await act(async () => code.arrive());
      expect(pressed).toBeInTheDocument(); // still the trigger under the button
      await user.pointer({ keys: '[/MouseLeft]', target: pressed });
      await waitFor(() => expect(pressed).not.toBeInTheDocument());
      expect(screen.getByRole('list', { name: 'Create items' })).toBeInTheDocument(); // the click, once
      expect(screen.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-expanded', 'true');
    });

    it('a button let go away from the trigger makes no click: the control is drawn closed', async () => {
      stubIdle();
      const code = heldCode(Menu);
      const { Control } = lazyView(code.fetchCode);
      render(
        <>
          <Control label="Create" trigger={trigger('Create')} />
          <p>Elsewhere</p>
        </>,
      );
      const pressed = screen.getByRole('button', { name: 'Create' });
      const user = userEvent.setup();
      await user.pointer({ keys: '[MouseLeft>]', target: pressed });
      await act(async () => code.arrive());
      await user.pointer([{ target: screen.getByText('Elsewhere') }, { keys: '[/MouseLeft]' }]);
      await waitFor(() => expect(pressed).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    });

    it('a trigger reached by Tab asks for the code and hands the focus to the control, without opening it', async () => {
      stubIdle();
      const code = heldCode(Menu);
      const { Control } = lazyView(code.fetchCode);
      render(<Control label="Create" trigger={trigger('Create')} />);
      await userEvent.tab();
      expect(code.fetchCode).toHaveBeenCalledTimes(1);
      await act(async () => code.arrive());
      expect(screen.getByRole('button', { name: 'Create' })).toHaveFocus();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('list', { name: 'Create items' })).toBeInTheDocument();
    });

    it('is the control from its first render when its code is here already', async () => {
      const view = await broughtBy(Menu);
      render(<view.Control label="Create" trigger={<p>Just the trigger</p>} />);
      expect(screen.queryByText('Just the trigger')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    });
  });
});

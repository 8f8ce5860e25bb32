import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import { loadOnce } from '@/lib/load-once';
import { whenIdle } from '@/lib/when-idle';

export interface LazyView<P extends object> {
  /** The view: drawn at once when its code is here, else under the nearest Suspense boundary once it comes. */
  readonly View: ComponentType<P>;
  /** Fetches its code now (a route's loader, for the view its address opens on): then drawn in the first render. */
  readonly load: () => Promise<void>;
  /** Fetches its code once the browser is idle (after the screen's first paint), so that it is here when wanted. */
  readonly prefetch: () => void;
  /**
   * The view below a screen's largest paint (the Options tab's actions under the QR code): `fallback` until the screen
   * has been painted, and only then is its code asked for, unless it is here already. Asking for a chunk inserts a
   * preload link for each file it needs, in the render that asks, which would hold back the screen's paint.
   */
  readonly AfterPaint: ComponentType<P & { readonly fallback: ReactNode }>;
  /**
   * A control whose machinery is this chunk (the header's menus, popover and selects): drawn first as `trigger`, the
   * control's look alone, and replaced by the control once its code is here. The code is asked for once the browser is
   * idle after the first paint, or at once when the trigger is hovered, focused or pressed; a press that came before it
   * is replayed on the control (the menu opens), and a trigger that had the focus gives it to the control. A mouse
   * button held down on the trigger when the code comes holds the swap until it is let go.
   */
  readonly Control: ComponentType<P & { readonly trigger: ReactNode }>;
}

/** The keys that open a select from its field (a button opens on the click that Enter and Space make). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);
/** The element of a control that takes the focus and the click. */
const CONTROL = 'button, input, a[href]';

/**
 * A part of a screen that is not in its first view (a tab the screen does not open on): its code is its own chunk,
 * fetched the first time it is shown, by `load`, or when `prefetch` finds the browser idle, whichever comes first
 * (without it the batch editor's first visit fetched every tab's code before it could show the one it opens on). A
 * failed fetch goes to the nearest error boundary (the route's error screen), as a failed route chunk does: not asked
 * again at once, which a suspended view would do on every retry of its render.
 *
 * Each mounted view keeps the component it started with: one that mounts before the code has come stays the lazy
 * one when the code arrives, rather than being replaced by the loaded one (which would lose what it holds).
 */
export function lazyView<P extends object>(fetchCode: () => Promise<ComponentType<P>>): LazyView<P> {
  const code = loadOnce(fetchCode);
  const Lazy = lazy(async () => ({ default: await code.load() })) as unknown as ComponentType<P>;
  function View(props: P) {
    const [Component] = useState<ComponentType<P>>(() => code.loaded() ?? Lazy);
    return <Component {...props} />;
  }
  const load = () => code.load().then(() => undefined);
  function AfterPaint({ fallback, ...props }: P & { readonly fallback: ReactNode }) {
    const [painted, setPainted] = useState(() => code.loaded() !== null);
    useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
    if (!painted) return fallback;
    return (
      <Suspense fallback={fallback}>
        <View {...(props as unknown as P)} />
      </Suspense>
    );
  }
  function Control({ trigger, ...props }: P & { readonly trigger: ReactNode }) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => code.loaded());
    const box = useRef<HTMLSpanElement>(null);
    const held = useRef({ pressed: false, focused: false });
    useEffect(() => {
      const element = box.current;
      if (Component || !element) return;
      let live = true;
      // A button held down on the trigger: the swap waits for its release, so that the click ends on the element it
      // began on and is replayed once. Swapped in between (CI under load), the select opened by the replay was closed
      // by the real click, or the click was lost (e2e: a control whose code comes while the mouse button is down).
      let down = false;
      // Sees the focus and the press as they are when it runs: a press during an idle swap still being drawn makes the
      // swap urgent, with the focus (e2e: the header menus by keyboard).
      const swap = () => {
        const loaded = code.loaded();
        if (!live || !loaded || down) return;
        held.current.focused = element.contains(document.activeElement);
        const show = () => setComponent(() => loaded);
        // Wanted now when it is being used; else drawn in slices (a transition), never one long task after the
        // page's paint.
        if (held.current.pressed || held.current.focused) show();
        else startTransition(show);
      };
      const upgrade = () => void code.load().then(swap, () => undefined);
      const hold = (event: PointerEvent) => {
        if (event.button !== 0) return;
        down = true;
        upgrade();
      };
      // Anywhere: a button dragged off the trigger is let go elsewhere, and makes no click. The click, when there is
      // one, comes in the same task as this release, so the swap after it is a task later.
      const letGo = () => {
        if (!down) return;
        down = false;
        setTimeout(swap, 0);
      };
      const press = (event: Event) => {
        if (event instanceof KeyboardEvent) {
          if (!(event.target instanceof HTMLInputElement) || !OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
        }
        held.current.pressed = true;
        // After this event's dispatch: swapped within it, the control opened by the replay was closed again by the
        // rest of the same click.
        setTimeout(upgrade, 0);
      };
      const listening = new AbortController();
      const { signal } = listening;
      for (const type of ['pointerover', 'focusin'] as const) element.addEventListener(type, upgrade, { signal });
      for (const type of ['click', 'keydown'] as const) element.addEventListener(type, press, { signal });
      element.addEventListener('pointerdown', hold, { signal });
      for (const type of ['pointerup', 'pointercancel'] as const) {
        window.addEventListener(type, letGo, { capture: true, signal });
      }
      const cancel = afterNextPaint(() => whenIdle(() => live && upgrade()));
      return () => {
        live = false;
        cancel();
        listening.abort();
      };
    }, [Component]);
    useLayoutEffect(() => {
      const control = Component && box.current?.querySelector<HTMLElement>(CONTROL);
      if (!control) return;
      if (held.current.focused) control.focus();
      if (held.current.pressed) control.click();
      held.current = { pressed: false, focused: false };
    }, [Component]);
    // `display: contents`: the box lays nothing out, so the trigger and the control sit in the header's row alike.
    return (
      <span ref={box} style={{ display: 'contents' }}>
        {Component ? <Component {...(props as unknown as P)} /> : trigger}
      </span>
    );
  }
  return { View, AfterPaint, Control, load, prefetch: () => whenIdle(() => void load().catch(() => undefined)) };
}

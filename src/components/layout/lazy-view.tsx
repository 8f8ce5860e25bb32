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

/**
 * What a control's trigger was left with when the control's code came (`LazyView.Control`). The control's component
 * takes it as props and is drawn that way through its own props (a Mantine Menu's or Popover's `defaultOpened`, a
 * Select's `defaultDropdownOpened`, `autoFocus` on its target): like those, it is read when the control is first drawn.
 */
export interface TriggerState {
  /** The trigger was pressed (a click, or a key that opens a select from its field): the control is drawn open. */
  readonly opened: boolean;
  /** The trigger had the focus: the control's target takes it as it is drawn. */
  readonly focused: boolean;
}

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
   * idle after the first paint, or at once when the trigger is hovered, focused or pressed. The control's component
   * gets what the trigger was left with (`TriggerState`: pressed, focused) and is drawn open, with the focus, as the
   * trigger was. A mouse button held down on the trigger when the code comes holds the swap until it is let go.
   */
  readonly Control: ComponentType<Omit<P, keyof TriggerState> & { readonly trigger: ReactNode }>;
}

/** The keys that open a select from its field (a button opens on the click that Enter and Space make). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

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
  function Control({ trigger, ...props }: Omit<P, keyof TriggerState> & { readonly trigger: ReactNode }) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => code.loaded());
    const [opened, setOpened] = useState(false);
    const [focused, setFocused] = useState(false);
    // A mouse button held down on the trigger: the control waits for its release, so that the click ends on the
    // element it began on (drawn in between, even by a swap begun before the press, the click was lost: e2e 'a control
    // whose code comes while the mouse button is down').
    const [held, setHeld] = useState(false);
    const box = useRef<HTMLSpanElement>(null);
    const drawn = Component !== null && !held;
    // Listening from the commit that draws the trigger to the one that draws the control, and not a moment longer: a
    // press on the control taken for one on the trigger would hold it back.
    useLayoutEffect(() => {
      const element = box.current;
      if (drawn || !element) return;
      let live = true;
      let down = false;
      let pressed = false;
      const swap = () => {
        const loaded = code.loaded();
        if (!live || !loaded) return;
        const show = () => setComponent(() => loaded);
        // Wanted now when it is being used; else drawn in slices (a transition), never one long task after the
        // page's paint. A press or a focus that comes while the transition is drawn is in its state all the same.
        if (pressed || element.contains(document.activeElement)) show();
        else startTransition(show);
      };
      const upgrade = () => void code.load().then(swap, () => undefined);
      const hold = (event: PointerEvent) => {
        if (event.button !== 0) return;
        down = true;
        setHeld(true);
        upgrade();
      };
      // Anywhere: a button dragged off the trigger is let go elsewhere, and makes no click. The click, when there is
      // one, comes in the same task as this release, so the control is drawn a task later.
      const letGo = () => {
        if (!down) return;
        down = false;
        setTimeout(() => live && setHeld(false), 0);
      };
      const press = (event: Event) => {
        if (event instanceof KeyboardEvent) {
          if (!(event.target instanceof HTMLInputElement) || !OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
        }
        pressed = true;
        setOpened(true);
        // A task later: the control is drawn open after the event that pressed, not within it, where the rest of that
        // event (on its way to the document) could reach it as a press outside its popup.
        setTimeout(upgrade, 0);
      };
      const focus = () => {
        setFocused(true);
        upgrade();
      };
      const blur = (event: FocusEvent) => {
        if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) setFocused(false);
      };
      const listening = new AbortController();
      const { signal } = listening;
      element.addEventListener('pointerover', upgrade, { signal });
      element.addEventListener('pointerdown', hold, { signal });
      element.addEventListener('focusin', focus, { signal });
      element.addEventListener('focusout', blur, { signal });
      for (const type of ['click', 'keydown'] as const) element.addEventListener(type, press, { signal });
      for (const type of ['pointerup', 'pointercancel'] as const) {
        window.addEventListener(type, letGo, { capture: true, signal });
      }
      const cancel = afterNextPaint(() => whenIdle(() => live && upgrade()));
      return () => {
        live = false;
        cancel();
        listening.abort();
      };
    }, [drawn]);
    // `display: contents`: the box lays nothing out, so the trigger and the control sit in the header's row alike.
    return (
      <span ref={box} style={{ display: 'contents' }}>
        {Component && !held ? <Component {...({ ...props, opened, focused } as unknown as P)} /> : trigger}
      </span>
    );
  }
  return { View, AfterPaint, Control, load, prefetch: () => whenIdle(() => void load().catch(() => undefined)) };
}

/**
 * The hand-over from the copy painted from HTML to the app. The copy is live: its fields take the focus and what is
 * typed, pasted or filled in by the browser, natively. What it cannot do is act: a click on one of its buttons or
 * links, or a form sent with Enter, is held (the default action prevented) and kept. Once the app has drawn the same
 * page in its place, everything is carried over: each field's value goes to the app's field in the same place (as
 * an input event, so the app's form state has it), the focus and the caret follow, and the kept action is done
 * there. Nothing the person did before the app ran is lost. No React here: stamp.ts, index.html's inline script, is
 * built from it.
 */

/** What a person did on the copy, kept (on the window, shared by the inline script and the app) until the app has it. */
export interface FirstPaintKept {
  readonly copy: HTMLElement;
  /** The element of the copy that had the focus last, while the copy was on the page. */
  focused: HTMLElement | null;
  /** The last action held back: a button, link or read-only field clicked, or a form sent without a button. */
  action: HTMLElement | null;
  /**
   * A button, link or read-only field pressed (mouse or pen down) whose click has not come: when the app replaces
   * the copy between the press and the release, the release lands on the app's element and the browser sends the
   * click to neither. The press then counts as the click.
   */
  pressed: HTMLElement | null;
  /** Removes the listeners. */
  readonly stop: () => void;
  /** The copy's fields whose value the app's have been given (handOver). */
  readonly carried: Set<Element>;
}

const KEPT = '__portalFirstPaint';
type WithKept = typeof globalThis & { [KEPT]?: FirstPaintKept };

const CONTROLS = 'input, textarea, select, button, a[href], [role="button"], [role="tab"], [role="combobox"]';
/** The elements matched between the copy and the app. */
const MATCHED = `form, ${CONTROLS}`;
/** What a click acts on (the closest of these to where it landed). */
const ACTIONABLE = `${CONTROLS}, label`;

/** A checkbox or a radio: carried by its check, not its value. */
const isCheck = (element: Element): element is HTMLInputElement & { type: 'checkbox' | 'radio' } =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/** A field whose value or state the browser changes itself when it is clicked or typed into. */
function changesItself(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLSelectElement) return !element.disabled;
  if (!(element instanceof HTMLInputElement) || element.disabled) return false;
  if (isCheck(element) || ['file', 'range', 'color'].includes(element.type)) return true;
  return !element.readOnly && !['button', 'submit', 'reset', 'image', 'hidden'].includes(element.type);
}

/** stamp.ts: from now until the app has replaced `copy`, what is done on it is kept for the app. */
export function keepWhatIsDoneOnCopy(copy: HTMLElement): FirstPaintKept {
  const within = (target: EventTarget | null): target is Element =>
    copy.isConnected && target instanceof Element && copy.contains(target);

  /** What a primary click or press on the copy acts on, or null where the browser is left to it. */
  const actedOn = (event: MouseEvent): HTMLElement | null => {
    if (!within(event.target)) return null;
    // A link opened in a new tab or window is the browser's to open.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
    const target = event.target.closest<HTMLElement>(ACTIONABLE);
    // A field takes the focus, the typing or its check natively; a label gives its field the focus.
    if (!target || !copy.contains(target) || target.matches('label') || changesItself(target)) return null;
    return target;
  };
  const onPress = (event: PointerEvent) => {
    kept.pressed = actedOn(event);
  };
  // Released on the copy: the click (if any) comes in this task; after it, the press is over either way.
  const onRelease = () => {
    if (copy.isConnected) setTimeout(() => (kept.pressed = null));
  };
  const onClick = (event: MouseEvent) => {
    kept.pressed = null;
    const target = actedOn(event);
    if (!target) return;
    event.preventDefault(); // no navigation, no form sent: the app does it
    kept.action = target;
  };
  // A form sent without a button (Enter in a form that has none: with one, that button's click comes first).
  const onSubmit = (event: SubmitEvent) => {
    if (!within(event.target)) return;
    event.preventDefault();
    kept.action = (event.submitter as HTMLElement | null) ?? (event.target as HTMLElement);
  };
  const onFocusIn = (event: FocusEvent) => {
    if (within(event.target)) kept.focused = event.target as HTMLElement;
  };
  // Focus that leaves the copy (to nothing, or elsewhere) is not given back; focus lost as the app replaces the copy is.
  const onFocusOut = (event: FocusEvent) => {
    if (!within(event.target)) return;
    setTimeout(() => {
      if (copy.isConnected && !copy.contains(document.activeElement)) kept.focused = null;
    });
  };

  // On the document, in the capture phase: before anything on the page can stop them.
  const listeners = {
    pointerdown: onPress,
    pointerup: onRelease,
    pointercancel: onRelease,
    click: onClick,
    submit: onSubmit,
    focusin: onFocusIn,
    focusout: onFocusOut,
  } satisfies { [K in keyof DocumentEventMap]?: (event: DocumentEventMap[K]) => void };
  const each = (act: (type: string, listener: EventListener) => void) =>
    Object.entries(listeners).forEach(([type, listener]) => act(type, listener as EventListener));
  const stop = () => each((type, listener) => document.removeEventListener(type, listener, true));
  const kept: FirstPaintKept = { copy, focused: null, action: null, pressed: null, stop, carried: new Set() };
  each((type, listener) => document.addEventListener(type, listener, true));
  (globalThis as WithKept)[KEPT] = kept;
  return kept;
}

/**
 * What identifies an element between the copy and the app's page: its kind and its name (the form's field path,
 * its accessible label, name, placeholder, address or text). Elements of the same signature are told apart by order.
 */
export function signature(element: Element): string {
  const name =
    element.getAttribute('data-path') ??
    element.getAttribute('aria-label') ??
    element.getAttribute('name') ??
    element.getAttribute('placeholder') ??
    element.getAttribute('href') ??
    (element.matches('form') ? '' : (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80));
  return `${element.tagName}|${element.getAttribute('type') ?? ''}|${element.getAttribute('role') ?? ''}|${name}`;
}

/** The element of `to` in the place of `element` in `from`: the same signature, the same position among those. */
export function counterpart<T extends HTMLElement>(element: T, from: ParentNode, to: ParentNode): HTMLElement | null {
  const mark = signature(element);
  const alike = (root: ParentNode) =>
    [...root.querySelectorAll<HTMLElement>(MATCHED)].filter((e) => signature(e) === mark);
  const index = alike(from).indexOf(element);
  return index < 0 ? null : (alike(to)[index] ?? null);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  if (isCheck(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement && field.type === 'file') return false; // a file chosen is not carried
  return field.value !== field.defaultValue;
}

/** `from`'s value given to `to` the way typing would: through the native setter, then input and change events. */
function carryValue(from: Field, to: HTMLElement): void {
  if (isCheck(from)) {
    if (isCheck(to) && to.checked !== from.checked) to.click();
    return;
  }
  if (!(to instanceof HTMLInputElement || to instanceof HTMLTextAreaElement || to instanceof HTMLSelectElement)) return;
  if (to.value === from.value) return;
  // The prototype's setter: the app's field library sees a change it did not make.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(to) as object, 'value')?.set?.call(to, from.value);
  to.dispatchEvent(new Event('input', { bubbles: true }));
  to.dispatchEvent(new Event('change', { bubbles: true }));
}

function carryCaret(from: HTMLElement, to: HTMLElement): void {
  if (!(from instanceof HTMLInputElement || from instanceof HTMLTextAreaElement)) return;
  if (!(to instanceof HTMLInputElement || to instanceof HTMLTextAreaElement)) return;
  try {
    // Types without a caret (email, number) have none to carry: null here, or a throw.
    if (from.selectionStart !== null && from.selectionEnd !== null)
      to.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined);
  } catch {
    // nothing to carry
  }
}

/** The app's side (first-paint-hand-over.tsx): what was kept, if the copy was shown and not yet handed over. */
export function takeKept(): FirstPaintKept | null {
  const kept = (globalThis as WithKept)[KEPT] ?? null;
  Reflect.deleteProperty(globalThis, KEPT);
  kept?.stop();
  // A press still held as the app takes over: its click will not come (see `pressed`).
  if (kept?.pressed) kept.action = kept.pressed;
  return kept;
}

/**
 * After the app's first commit in `root`: the values typed into the copy, then the focus and the caret, then (with
 * `act`) the action held back, each to its counterpart. While a field has none yet (the app may still be drawing a
 * part of the page), only the values found are carried and it returns false: the caller tries again with the same
 * `kept`, and with `last` set, the focus and the action go where they can. What is handed over is not again.
 */
export function handOver(kept: FirstPaintKept, root: ParentNode, { last = false, act = true } = {}): boolean {
  const { copy } = kept;
  let complete = true;
  for (const field of copy.querySelectorAll<Field>('input, textarea, select')) {
    if (kept.carried.has(field) || !changed(field)) continue;
    const target = counterpart(field, copy, root);
    if (target) {
      carryValue(field, target);
      kept.carried.add(field);
    } else complete = false;
  }
  if (!complete && !last) return false;
  const focused = kept.focused && counterpart(kept.focused, copy, root);
  if (focused) {
    focused.focus();
    carryCaret(kept.focused!, focused);
    kept.focused = null;
  }
  const action = act && kept.action && counterpart(kept.action, copy, root);
  if (action) {
    kept.action = null;
    if (action instanceof HTMLFormElement) action.requestSubmit();
    else action.click();
  }
  // On the last try, what found no counterpart is given up.
  if (last) {
    kept.focused = null;
    if (act) kept.action = null;
  }
  return complete && !kept.focused && !kept.action;
}

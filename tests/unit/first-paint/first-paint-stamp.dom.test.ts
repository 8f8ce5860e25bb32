import { afterEach, describe, expect, it, vi } from 'vitest';
import { counterpart, handOver, keepWhatIsDoneOnCopy, takeKept } from '@/first-paint/hand-over';
import {
  FIRST_PAINT_PAGES,
  firstPaintBlockId,
  paintedCopy,
  renderInSlices,
  type FirstPaintName,
} from '@/first-paint/pages';
import { stampFirstPaint } from '@/first-paint/stamp';
import { seededSession } from '../../../test-support/seeded-session';

// src/first-paint/stamp.ts, index.html's inline script: the copy put into #root before the app runs. The build
// leaves the copies and their stylesheets as data blocks (vite/first-paint.ts): only the one shown is parsed.
const copies: { copies: Partial<Record<FirstPaintName, string>>; sheets: string[] } = {
  copies: {
    login: '<div data-first-paint="1"><form>Sign in</form></div>',
    'login-redirected': '<div data-first-paint="1"><form>Sign in<p role="status">Please login</p></form></div>',
    'home-tracer':
      '<div data-first-paint="0 1"><header><div class="mantine-Avatar-root"><span class="mantine-Avatar-placeholder">?</span></div></header><h1>Products</h1></div>',
  },
  sheets: ['.a{}', '.b{}'],
};

function stampAt(path: string) {
  window.history.replaceState(null, '', path);
  const block = (id: string, text: string) => {
    const script = document.createElement('script');
    script.type = 'text/plain';
    script.id = id;
    script.textContent = text;
    return script.outerHTML;
  };
  document.body.innerHTML = [
    '<div id="root"></div>',
    ...Object.entries(copies.copies).map(([name, html]) => block(firstPaintBlockId(name as FirstPaintName), html)),
    ...copies.sheets.map((css, i) => block(firstPaintBlockId(i), css)),
  ].join('');
  // What the inline script does as it loads (stamp.ts calls it at its end). Called, not re-imported: the files share
  // their modules (isolate: false), and a reset module registry would give later files a second copy of the app.
  stampFirstPaint();
  return document.getElementById('root')!;
}

function signIn(options: Parameters<typeof seededSession>[0] = {}) {
  localStorage.setItem('portal.session', JSON.stringify(seededSession(options)));
  document.cookie = 'portal_token=t; Path=/';
}

describe('the first-paint stamp', () => {
  afterEach(() => {
    takeKept();
    localStorage.clear();
    document.cookie = 'portal_token=; Max-Age=0; Path=/';
    window.history.replaceState(null, '', '/');
  });

  it('copies the sign-in page into #root at /login, live, with the stylesheets it names', async () => {
    const root = stampAt('/login');
    const copy = root.querySelector(':scope > [data-first-paint]')!;
    expect(copy.hasAttribute('inert')).toBe(false);
    expect(takeKept()?.copy).toBe(copy); // what is done on it is kept for the app
    expect(copy.querySelector('form')?.textContent).toBe('Sign in');
    expect([...copy.querySelectorAll('style')].map((s) => s.textContent)).toEqual(['.b{}']);
    // The data blocks are read once, then let go.
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('copies the sign-in page with its notice at / signed out, where the guard sends the visitor', async () => {
    const root = stampAt('/');
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Please login');
  });

  it("copies the tracer home at / signed in, in the sheets' order, with the individual's letters", async () => {
    signIn();
    const root = stampAt('/');
    expect(root.querySelector('h1')?.textContent).toBe('Products');
    expect(root.querySelector('.mantine-Avatar-placeholder')?.textContent).toBe('OB');
    expect([...root.querySelectorAll('style')].map((s) => s.textContent)).toEqual(['.a{}', '.b{}']);
  });

  it('leaves #root empty where no copy fits (the app paints alone)', async () => {
    signIn({ selected: 'verifier', subscriptions: ['verifier'] });
    expect(stampAt('/').childNodes).toHaveLength(0);
    expect(stampAt('/profile').childNodes).toHaveLength(0);
  });
});

// main.tsx: how React's first render replaces a copy (src/first-paint/pages.ts).
describe('the first render over a copy', () => {
  const copyOf = (html: string) => {
    document.body.innerHTML = `<div id="root">${html}</div>`;
    return paintedCopy(document.getElementById('root')!);
  };

  it('goes in slices over a copy, in one task over one marked at once, and needs neither without a copy', () => {
    expect(renderInSlices(copyOf('<div data-first-paint="0"><h1>Products</h1></div>'))).toBe(true);
    expect(renderInSlices(copyOf('<div data-first-paint="0" data-first-paint-at-once><form></form></div>'))).toBe(
      false,
    );
    expect(renderInSlices(copyOf(''))).toBe(false);
  });

  it('is at once for the sign-in pages only (small), in slices for the signed-in homes', () => {
    const atOnce = FIRST_PAINT_PAGES.filter((page) => page.atOnce).map((page) => page.name);
    expect(atOnce).toEqual(['login', 'login-redirected']);
  });
});

// src/first-paint/hand-over.ts: what is done on the live copy, kept, then given to the app's page in its place.
describe('the hand-over from the copy to the app', () => {
  const login = `<form>
      <input type="email" data-path="email" value="" /><input type="password" data-path="password" value="" />
      <input type="checkbox" aria-label="Remember me" />
      <a href="/recover">Reset</a><button type="button" aria-label="Show password"></button>
      <button type="submit">Login</button></form>`;
  let kept: ReturnType<typeof keepWhatIsDoneOnCopy>;

  function copyOf(html: string) {
    document.body.innerHTML = `<div id="root"><div data-first-paint="">${html}</div></div>`;
    const root = document.getElementById('root')!;
    kept = keepWhatIsDoneOnCopy(root.firstElementChild as HTMLElement);
    return root;
  }
  /** The app's first commit: the copy replaced by the app's markup; what the app's fields hear is recorded. */
  function appDraws(root: HTMLElement, html: string) {
    root.innerHTML = html;
    const heard: string[] = [];
    root.addEventListener('input', (e) =>
      heard.push(`${(e.target as HTMLInputElement).dataset.path}=${(e.target as HTMLInputElement).value}`),
    );
    return { heard, app: root };
  }
  const type = (field: Element, value: string) => {
    (field as HTMLInputElement).value = value; // the browser's own typing in the copy
  };
  const click = (element: Element, init: MouseEventInit = {}) =>
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));

  afterEach(() => {
    takeKept();
    document.body.innerHTML = '';
  });

  it("gives the app's fields what was typed into the copy, as input events, and checks what was checked", () => {
    const root = copyOf(login);
    const copy = kept.copy;
    type(copy.querySelector('[data-path="email"]')!, 'olivia.bennett@verdantlabs.com');
    type(copy.querySelector('[data-path="password"]')!, 'Harvest-Morning-42');
    (copy.querySelector('[type="checkbox"]') as HTMLInputElement).checked = true;
    const { heard, app } = appDraws(root, login);
    expect(takeKept()).toBe(kept);
    expect(handOver(kept, app)).toBe(true);
    expect(heard).toEqual(['email=olivia.bennett@verdantlabs.com', 'password=Harvest-Morning-42', 'undefined=on']);
    expect((app.querySelector('[data-path="email"]') as HTMLInputElement).value).toBe('olivia.bennett@verdantlabs.com');
    expect((app.querySelector('[type="checkbox"]') as HTMLInputElement).checked).toBe(true);
    // Fields left as they were are not touched.
    heard.length = 0;
    handOver(kept, app);
    expect(heard).toEqual([]);
  });

  it('gives the focus and the caret to the field in the same place', () => {
    const root = copyOf('<input aria-label="Search" value="" /><textarea aria-label="Note"></textarea>');
    const note = kept.copy.querySelector('textarea')!;
    note.focus();
    type(note, 'Shelf life 24 months');
    note.setSelectionRange(5, 9);
    const { app } = appDraws(root, '<input aria-label="Search" value="" /><textarea aria-label="Note"></textarea>');
    handOver(kept, app);
    const field = app.querySelector('textarea')!;
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('Shelf life 24 months');
    expect([field.selectionStart, field.selectionEnd]).toEqual([5, 9]);
  });

  it('holds a click on a button or a link (no form sent, no navigation) and does it in the app, once', () => {
    const root = copyOf(login);
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    document.addEventListener('submit', onSubmit);
    const reset = kept.copy.querySelector('a')!;
    expect(click(reset)).toBe(false); // prevented: the link is not followed before the app runs
    const login$ = kept.copy.querySelector('[type="submit"]')!;
    expect(click(login$)).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(kept.action).toBe(login$); // the last one counts
    const { app } = appDraws(root, login);
    const sent = vi.fn((e: Event) => e.preventDefault());
    app.querySelector('form')!.addEventListener('submit', sent);
    expect(handOver(kept, app)).toBe(true);
    handOver(kept, app);
    expect(sent).toHaveBeenCalledTimes(1);
    document.removeEventListener('submit', onSubmit);
  });

  it("hands the values and the focus over first, the action only when asked (after the page's own effects)", () => {
    const root = copyOf(login);
    const email = kept.copy.querySelector<HTMLInputElement>('[data-path="email"]')!;
    email.focus();
    type(email, 'olivia.bennett@verdantlabs.com');
    click(kept.copy.querySelector('a')!);
    const { app } = appDraws(root, login);
    const followed = vi.fn((e: Event) => e.preventDefault());
    app.querySelector('a')!.addEventListener('click', followed);
    expect(handOver(kept, app, { act: false })).toBe(false); // the action is still to come
    expect(document.activeElement).toBe(app.querySelector('[data-path="email"]'));
    expect(followed).not.toHaveBeenCalled();
    expect(handOver(kept, app)).toBe(true);
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('leaves to the browser a click on a field, a label, and a link opened in a new tab', () => {
    copyOf(`<label for="e">Email</label>${login}`);
    expect(click(kept.copy.querySelector('[data-path="email"]')!)).toBe(true);
    expect(click(kept.copy.querySelector('label')!)).toBe(true);
    expect(click(kept.copy.querySelector('a')!, { ctrlKey: true })).toBe(true);
    expect(click(kept.copy.querySelector('form')!)).toBe(true); // nothing actionable
    expect(kept.action).toBeNull();
  });

  it('holds a form sent without a button and sends it in the app', () => {
    const root = copyOf('<form aria-label="Find"><input name="q" value="" /></form>');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    kept.copy.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const { app } = appDraws(root, '<form aria-label="Find"><input name="q" value="" /></form>');
    const sent = vi.fn((e: Event) => e.preventDefault());
    app.querySelector('form')!.addEventListener('submit', sent);
    handOver(kept, app);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('waits for a field the app has not drawn yet; the action comes after the values, or on the last try', () => {
    const root = copyOf(login);
    type(kept.copy.querySelector('[data-path="password"]')!, 'Harvest-Morning-42');
    click(kept.copy.querySelector('[type="submit"]')!);
    const { app } = appDraws(root, '<form><input type="email" data-path="email" value="" /></form>');
    const sent = vi.fn((e: Event) => e.preventDefault());
    app.addEventListener('submit', sent);
    expect(handOver(kept, app)).toBe(false);
    expect(sent).not.toHaveBeenCalled();
    app.firstElementChild!.innerHTML += login.replace(/^<form>|<\/form>$/g, '');
    expect(handOver(kept, app)).toBe(true);
    expect((app.querySelector('[data-path="password"]') as HTMLInputElement).value).toBe('Harvest-Morning-42');
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('counts a press as the click when the app takes over before its release (the click would reach neither)', () => {
    const root = copyOf(login);
    const toggle = kept.copy.querySelector('[aria-label="Show password"]')!;
    toggle.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
    const { app } = appDraws(root, login);
    const onClick = vi.fn();
    app.querySelector('[aria-label="Show password"]')!.addEventListener('click', onClick);
    handOver(takeKept()!, app);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not count a press released on the copy without a click (moved away), nor twice one that clicked', async () => {
    copyOf(login);
    const toggle = kept.copy.querySelector('[aria-label="Show password"]')!;
    toggle.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
    document.body.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, button: 0 }));
    await new Promise((resolve) => setTimeout(resolve));
    expect(takeKept()?.action).toBeNull();

    copyOf(login);
    const reset = kept.copy.querySelector('a')!;
    reset.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
    click(reset);
    expect(takeKept()?.action).toBe(reset);
  });

  it('stops keeping once the app has taken over', () => {
    copyOf(login);
    takeKept();
    expect(click(kept.copy.querySelector('[type="submit"]')!)).toBe(true);
    expect(kept.action).toBeNull();
    expect(takeKept()).toBeNull();
  });
});

describe('counterpart', () => {
  it('matches by kind and name, then by order, whatever else the other page has', () => {
    const from = document.createElement('div');
    from.innerHTML = '<button>Save</button><a href="/survey">Survey</a><button>Save</button>';
    const to = document.createElement('div');
    to.innerHTML =
      '<button aria-label="Menu"></button><button>Save</button><a href="/">Home</a><a href="/survey">Survey</a><button>Save</button>';
    const [first, link, second] = from.querySelectorAll<HTMLElement>('button, a');
    expect(counterpart(first!, from, to)).toBe(to.querySelectorAll('button')[1]);
    expect(counterpart(second!, from, to)).toBe(to.querySelectorAll('button')[2]);
    expect(counterpart(link!, from, to)).toBe(to.querySelectorAll('a')[1]);
    expect(counterpart(to.querySelector('button')!, to, from)).toBeNull();
  });
});

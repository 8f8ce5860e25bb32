import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLICK_ATTRIBUTE, handOverClick, keepClicksOnCopy } from '@/first-paint/hand-over';
import { seededSession } from '../utils/seeded-session';

// src/first-paint/stamp.ts, index.html's inline script: the copy put into #root before the app runs.
const page = `
  <div id="root"></div>
  <template id="first-paint-login"><div data-first-paint="1" inert=""><form>Sign in</form></div></template>
  <template id="first-paint-home-tracer"><div data-first-paint="0 1" inert=""><header><div class="mantine-Avatar-root"><span class="mantine-Avatar-placeholder">?</span></div></header><h1>Products</h1></div></template>
  <template id="first-paint-sheets"><style data-first-paint-sheet="0">.a{}</style><style data-first-paint-sheet="1">.b{}</style></template>`;

async function stampAt(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = page;
  vi.resetModules();
  await import('@/first-paint/stamp');
  return document.getElementById('root')!;
}

function signIn(options: Parameters<typeof seededSession>[0] = {}) {
  localStorage.setItem('portal.session', JSON.stringify(seededSession(options)));
  document.cookie = 'portal_token=t; Path=/';
}

describe('the first-paint stamp', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'portal_token=; Max-Age=0; Path=/';
    window.history.replaceState(null, '', '/');
  });

  it('copies the sign-in page into #root at /login, inert, with the stylesheets it names', async () => {
    const root = await stampAt('/login');
    const copy = root.querySelector(':scope > [data-first-paint]')!;
    expect(copy.hasAttribute('inert')).toBe(true);
    expect(copy.querySelector('form')?.textContent).toBe('Sign in');
    expect([...copy.querySelectorAll('style')].map((s) => s.textContent)).toEqual(['.b{}']);
  });

  it("copies the tracer home at / signed in, in the sheets' order, with the individual's letters", async () => {
    signIn();
    const root = await stampAt('/');
    expect(root.querySelector('h1')?.textContent).toBe('Products');
    expect(root.querySelector('.mantine-Avatar-placeholder')?.textContent).toBe('OB');
    expect([...root.querySelectorAll('style')].map((s) => s.textContent)).toEqual(['.a{}', '.b{}']);
  });

  it('leaves #root empty where no copy fits (the app paints alone)', async () => {
    signIn({ selected: 'verifier', subscriptions: ['verifier'] });
    expect((await stampAt('/')).childNodes).toHaveLength(0);
    expect((await stampAt('/profile')).childNodes).toHaveLength(0);
  });
});

describe('the hand-over of a click made on the copy', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function pageWithCopy() {
    document.body.innerHTML = '<div id="root"><div data-first-paint="" inert=""><button>Login</button></div></div>';
    const root = document.getElementById('root')!;
    keepClicksOnCopy(root);
    return root;
  }
  const clickAt = (x: number, y: number, detail = 1) =>
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y, detail }));
  function appDraws(root: HTMLElement, html: string) {
    root.innerHTML = html;
    const under = root.firstElementChild as HTMLElement;
    document.elementFromPoint = vi.fn(() => under.querySelector('input, button, p') ?? under);
    return under;
  }

  it('keeps the last click on the copy and focuses the field now under it', () => {
    const root = pageWithCopy();
    clickAt(10, 10);
    clickAt(120.4, 340.6);
    expect(root.getAttribute(CLICK_ATTRIBUTE)).toBe('120,341');
    const app = appDraws(root, '<form><input aria-label="Email" /></form>');
    handOverClick(root);
    expect(document.elementFromPoint).toHaveBeenCalledWith(120, 341);
    expect(document.activeElement).toBe(app.querySelector('input'));
    expect(root.hasAttribute(CLICK_ATTRIBUTE)).toBe(false);
  });

  it('clicks the button now under it, once', () => {
    const root = pageWithCopy();
    clickAt(50, 60);
    const app = appDraws(root, '<div><button>Google</button></div>');
    const onClick = vi.fn();
    app.querySelector('button')!.addEventListener('click', onClick);
    handOverClick(root);
    handOverClick(root);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("ignores a script's click, a click on nothing actionable, and clicks once the app is there", () => {
    const root = pageWithCopy();
    clickAt(0, 0, 0);
    expect(root.hasAttribute(CLICK_ATTRIBUTE)).toBe(false);
    clickAt(5, 5);
    const app = appDraws(root, '<section><p>Welcome back.</p></section>');
    const onClick = vi.fn();
    app.addEventListener('click', onClick);
    handOverClick(root);
    expect(onClick).not.toHaveBeenCalled();
    clickAt(7, 7);
    expect(root.hasAttribute(CLICK_ATTRIBUTE)).toBe(false);
  });
});

import { createSessionStore } from '@/session/session-store';
import { chooseFirstPaint } from './choose';
import { keepWhatIsDoneOnCopy } from './hand-over';
import { FIRST_PAINT_DATA, type FirstPaintCopies } from './pages';

/**
 * index.html's inline script, right after #root (bundled by vite/first-paint.ts, after the copies as strings): the
 * copy the address and the stored session call for, put into the empty #root with the stylesheets it names
 * (`data-first-paint`, indexes into `sheets`) and the individual's avatar letters; a click on it is kept for the
 * app (hand-over.ts).
 */
export function stampFirstPaint(): void {
  const data = (globalThis as Record<string, unknown>)[FIRST_PAINT_DATA] as FirstPaintCopies | undefined;
  Reflect.deleteProperty(globalThis, FIRST_PAINT_DATA);
  const root = document.getElementById('root');
  if (!data || !root || root.firstChild) return;
  const session = createSessionStore();
  const choice = chooseFirstPaint(location, session.getState(), session.isSignedIn());
  const html = choice && data.copies[choice.name];
  if (!choice || !html) return;
  root.innerHTML = html;
  const copy = root.firstElementChild;
  if (!(copy instanceof HTMLElement)) return;
  const indexes = (copy.getAttribute('data-first-paint') ?? '').split(' ').filter(Boolean);
  copy.prepend(
    ...indexes.map((i) => {
      const style = document.createElement('style');
      style.textContent = data.sheets[Number(i)] ?? '';
      return style;
    }),
  );
  if (choice.initials) copy.querySelector('.mantine-Avatar-placeholder')?.replaceChildren(choice.initials);
  keepWhatIsDoneOnCopy(copy);
}

stampFirstPaint();

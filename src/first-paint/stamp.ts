import { createSessionStore } from '@/session/session-store';
import { chooseFirstPaint } from './choose';
import { keepWhatIsDoneOnCopy } from './hand-over';
import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_DATA, firstPaintBlockId, type FirstPaintName } from './pages';
import { appPath, IN_FOLDER } from '@/lib/base-path';

/** The text of a data block of index.html (vite/first-paint.ts), or null. */
function block(name: FirstPaintName | number): string | null {
  return document.getElementById(firstPaintBlockId(name))?.textContent ?? null;
}

/**
 * index.html's inline script, right after #root and the copies' data blocks (bundled by vite/first-paint.ts): the
 * copy the address and the stored session call for, put into the empty #root with the stylesheets it names
 * (`data-first-paint`, indexes of their blocks) and the individual's avatar letters; a click on it is kept for the
 * app (hand-over.ts). The data blocks then go: the page no longer needs them.
 */
export function stampFirstPaint(): void {
  try {
    stamp();
  } finally {
    for (const data of document.querySelectorAll(`script[id^="${FIRST_PAINT_DATA}-"]`)) data.remove();
  }
}

function stamp(): void {
  const root = document.getElementById('root');
  if (!root || root.firstChild) return;
  const session = createSessionStore();
  const choice = chooseFirstPaint(
    IN_FOLDER ? { pathname: appPath(location.pathname), search: location.search } : location,
    session.getState(),
    session.isSignedIn(),
  );
  const html = choice && block(choice.name);
  if (!choice || !html) return;
  root.innerHTML = html;
  const copy = root.firstElementChild;
  if (!(copy instanceof HTMLElement)) return;
  const indexes = (copy.getAttribute(FIRST_PAINT_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  copy.prepend(
    ...indexes.map((i) => {
      const style = document.createElement('style');
      style.textContent = block(Number(i)) ?? '';
      return style;
    }),
  );
  if (choice.initials) copy.querySelector('.mantine-Avatar-placeholder')?.replaceChildren(choice.initials);
  keepWhatIsDoneOnCopy(copy);
}

stampFirstPaint();

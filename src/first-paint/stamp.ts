import { createSessionStore } from '@/session/session-store';
import { chooseFirstPaint } from './choose';
import { keepWhatIsDoneOnCopy } from './hand-over';

/**
 * index.html's inline script, right after #root (bundled by vite/first-paint.ts): the copy the address and the
 * stored session call for, copied into the empty #root with the stylesheets it names (`data-first-paint`, indexes
 * into the `first-paint-sheets` template) and the individual's avatar letters; a click on it is kept for the app
 * (hand-over.ts).
 */
export function stampFirstPaint(): void {
  const session = createSessionStore();
  const choice = chooseFirstPaint(location, session.getState(), session.isSignedIn());
  if (!choice) return;
  const template = document.getElementById(`first-paint-${choice.name}`);
  const root = document.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !root || root.firstChild) return;
  const copy = template.content.cloneNode(true) as DocumentFragment;
  const wrapper = copy.firstElementChild;
  const sheets = document.getElementById('first-paint-sheets');
  if (!wrapper || !(sheets instanceof HTMLTemplateElement)) return;
  const indexes = (wrapper.getAttribute('data-first-paint') ?? '').split(' ').filter(Boolean);
  wrapper.prepend(
    ...indexes.flatMap((i) => sheets.content.querySelector(`[data-first-paint-sheet="${i}"]`)?.cloneNode(true) ?? []),
  );
  if (choice.initials) copy.querySelector('.mantine-Avatar-placeholder')?.replaceChildren(choice.initials);
  root.append(copy);
  keepWhatIsDoneOnCopy(wrapper as HTMLElement);
}

stampFirstPaint();

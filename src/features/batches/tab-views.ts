import { lazyView, type LazyView } from '@/components/layout/lazy-view';
import { settled } from '@/lib/load-once';
import { batchSubscriptionOf, tabIndex, tabsFor, type BatchTab } from './batch-rules';
import type { BatchSubscription } from './batch-tab-props';

/**
 * The batch editor's views a batch does not open on, each its own chunk (without it the first visit fetched the
 * location form, the file drop and the exhibits' code before it could show the QR code): Details, Location,
 * Exhibits, Movements and Facets, the transit and transfer view, and the Options tab's actions below its QR code.
 * The QR code of Options, the tab tracer opens on, comes with the editor; Facets, the tab fastpass opens on, is fetched
 * by the route's loader with the batch. A view is fetched when first shown, by the route's loader when the address
 * opens on it (`loadOpeningTab`), or once the browser is idle after the editor's first paint (`prefetchTabViews`).
 */
export const detailsTab = lazyView(() => import('./details/details-tab').then((m) => m.DetailsTab));
export const locationTab = lazyView(() => import('./location/location-tab').then((m) => m.LocationTab));
export const exhibitsTab = lazyView(() => import('./exhibits/exhibits-tab').then((m) => m.ExhibitsTab));
export const movementsTab = lazyView(() => import('./movements/movements-tab').then((m) => m.MovementsTab));
export const movementView = lazyView(() => import('./movement-view').then((m) => m.MovementView));
/** Facets: the traits editor, the tab fastpass opens on (its loader then fetches it with the batch), not tracer. */
export const facetsTab = lazyView(() => import('@/components/traits-editor/traits-editor').then((m) => m.TraitsEditor));
/** The Options tab's actions below its QR code (tables, dialogs, file drop): the tab draws the code without them. */
export const optionsActions = lazyView(() => import('./options/options-actions').then((m) => m.OptionsActions));

/** The tabs among them, by name: what a route's loader may fetch for the tab its address opens on. */
const LAZY_TABS: Partial<Record<BatchTab, Pick<LazyView<never>, 'load' | 'prefetch'>>> = {
  details: detailsTab,
  facets: facetsTab,
  location: locationTab,
  exhibits: exhibitsTab,
  movements: movementsTab,
};

/** What a tab prefetches: its view, or for Options the actions below its QR code. */
const TAB_PREFETCH: Partial<Record<BatchTab, Pick<LazyView<never>, 'prefetch'>>> = {
  ...LAZY_TABS,
  options: optionsActions,
};

/**
 * The rest, once the browser is idle: a tab the person opens next is drawn at once. The subscription's own tabs
 * (fastpass has no Options, tracer no Movements), and the transit and transfer view.
 */
export function prefetchTabViews(subscription: BatchSubscription): void {
  for (const tab of tabsFor(subscription, 'Default')) TAB_PREFETCH[tab]?.prefetch();
  movementView.prefetch();
}

/**
 * For a batch route's loader: the code of the tab its address opens on (`?tab=` of its search, among the selected
 * subscription's tabs), so that the editor draws it in its first render rather than a loader and then the tab. Never
 * fails: the tab asks again.
 */
export function loadOpeningTab(selected: string | null | undefined, search: unknown): Promise<void> {
  const tabs = tabsFor(batchSubscriptionOf(selected), 'Default');
  const view = LAZY_TABS[tabs[tabIndex((search as { tab?: unknown } | null)?.tab, tabs.length)]!];
  return view ? settled(view.load()) : Promise.resolve();
}

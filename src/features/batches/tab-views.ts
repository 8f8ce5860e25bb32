import { lazyView, type LazyView } from '@/components/layout/lazy-view';
import { settled } from '@/lib/load-once';
import { tabIndex, tabsFor, type BatchTab } from './batch-rules';
import type { BatchSubscription } from './batch-tab-props';

/**
 * The batch editor's views a batch does not open on, each its own chunk (issue 28: the first visit fetched the
 * location form, the file drop and the exhibits' code before it could show the QR code): Details, Location,
 * Exhibits and Movements, and the transit and transfer view. Options (tracer) and Facets (fastpass), the tabs a
 * batch opens on, come with the editor. A view is fetched when first shown, by the route's loader when the address
 * opens on it (`loadOpeningTab`), or once the browser is idle after the editor's first paint (`prefetchTabViews`).
 */
export const detailsTab = lazyView(() => import('./details/details-tab').then((m) => m.DetailsTab));
export const locationTab = lazyView(() => import('./location/location-tab').then((m) => m.LocationTab));
export const exhibitsTab = lazyView(() => import('./exhibits/exhibits-tab').then((m) => m.ExhibitsTab));
export const movementsTab = lazyView(() => import('./movements/movements-tab').then((m) => m.MovementsTab));
export const movementView = lazyView(() => import('./movement-view').then((m) => m.MovementView));

const LAZY_TABS: Partial<Record<BatchTab, LazyView<never>>> = {
  details: detailsTab as LazyView<never>,
  location: locationTab as LazyView<never>,
  exhibits: exhibitsTab as LazyView<never>,
  movements: movementsTab as LazyView<never>,
};

/** The rest, once the browser is idle: a tab the person opens next is drawn at once. */
export function prefetchTabViews(): void {
  for (const view of [detailsTab, locationTab, exhibitsTab, movementsTab, movementView]) view.prefetch();
}

/**
 * For a batch route's loader: the code of the tab its address opens on (`?tab=`, by the subscription's tabs), so that
 * the editor draws it in its first render rather than a loader and then the tab. Never fails: the tab asks again.
 */
export function loadOpeningTab(subscription: BatchSubscription, tab: unknown): Promise<void> {
  const tabs = tabsFor(subscription, 'Default');
  const view = LAZY_TABS[tabs[tabIndex(tab, tabs.length)]!];
  return view ? settled(view.load()) : Promise.resolve();
}

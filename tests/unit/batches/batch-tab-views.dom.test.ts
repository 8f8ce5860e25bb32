import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  detailsTab,
  exhibitsTab,
  facetsTab,
  locationTab,
  movementsTab,
  movementView,
  optionsActions,
  prefetchTabViews,
} from '@/features/batches/tab-views';

const VIEWS = {
  details: detailsTab,
  exhibits: exhibitsTab,
  facets: facetsTab,
  location: locationTab,
  movements: movementsTab,
  'transit and transfer': movementView,
  "Options' actions": optionsActions,
};

/** The views whose code `prefetchTabViews(subscription)` asks for (their `prefetch` watched, not called). */
function prefetched(subscription: 'tracer' | 'fastpass'): string[] {
  const spies = Object.entries(VIEWS).map(
    ([name, view]) => [name, vi.spyOn(view, 'prefetch').mockImplementation(() => {})] as const,
  );
  prefetchTabViews(subscription);
  return spies.filter(([, spy]) => spy.mock.calls.length > 0).map(([name]) => name);
}

afterEach(() => vi.restoreAllMocks());

describe("the batch editor's idle prefetch", () => {
  it("tracer: its own tabs, the Options tab's actions and the transit and transfer view; not Movements", () => {
    expect(prefetched('tracer').sort()).toEqual(
      ['details', 'exhibits', 'facets', 'location', "Options' actions", 'transit and transfer'].sort(),
    );
  });

  it("fastpass: its own tabs with Movements and the transit and transfer view; not the Options tab's actions", () => {
    expect(prefetched('fastpass').sort()).toEqual(
      ['details', 'exhibits', 'facets', 'location', 'movements', 'transit and transfer'].sort(),
    );
  });
});

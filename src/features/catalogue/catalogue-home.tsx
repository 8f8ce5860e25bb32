import { Grid, Paper, Stack } from '@mantine/core';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { LoadFailure } from '@/components/feedback/load-failure';
import { useSession } from '@/session/session-context';
import { panelOutOfView, type CatalogueSubscription } from './catalogue-rules';
import { ProductList } from './product-list';
import { ProductPanel } from './product-panel';
import { useProductSearch } from './use-product-search';
import classes from './product-list.module.css';
import { PageHeader } from '@/components/layout/page-layout';

export interface CatalogueHomeProps {
  readonly subscription: CatalogueSubscription;
  /** The selected product (`?product=`), or undefined. */
  readonly selectedId: string | undefined;
  readonly onSelect: (productId: string) => void;
  /** Shown under the chosen product (the tracer home's survey panel). */
  readonly aside?: ReactNode;
}

/** Home for tracer and fastpass: the products on the left (live search), the chosen one on the right. */
export function CatalogueHome({ subscription, selectedId, onSelect, aside }: CatalogueHomeProps) {
  const { individual } = useSession();
  // The server's search text only: the typed text lives in the list, so a keystroke re-renders the list alone.
  const [serverText, setServerText] = useState('');
  const search = useProductSearch(individual?.organization_id ?? '', subscription, serverText);
  const selected = search.loaded.find((p) => p.id === selectedId);
  const panel = useRef<HTMLDivElement>(null);
  // A product picked in the list brings its panel (its batches, Create New batch) into view: at a phone's width it
  // is below the list, under the fold.
  const choose = useCallback(
    (productId: string) => {
      onSelect(productId);
      requestAnimationFrame(() => reveal(panel.current));
    },
    [onSelect],
  );
  return (
    <Stack gap="md">
      <PageHeader title="Products" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Paper withBorder radius="md" p="sm">
            {search.failure ? (
              <LoadFailure error={search.failure} onRetry={search.retry} />
            ) : (
              <ProductList
                loaded={search.loaded}
                total={search.total}
                isPending={search.isPending}
                hasMore={search.hasMore}
                loadingMore={search.loadingMore}
                onLoadMore={search.loadMore}
                onServerText={setServerText}
                selectedId={selectedId}
                onSelect={choose}
                subscription={subscription}
              />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="md" ref={panel} className={classes.panel}>
            <ProductPanel productId={selectedId} loaded={selected} subscription={subscription} />
            {aside}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Scrolls the chosen product's panel to the top of the visible area when it is out of view (`panelOutOfView`). */
function reveal(panel: HTMLElement | null): void {
  if (!panel) return;
  const margin = Number.parseFloat(getComputedStyle(panel).scrollMarginTop) || 0;
  if (!panelOutOfView(panel.getBoundingClientRect().top, margin, window.innerHeight)) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  panel.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
}

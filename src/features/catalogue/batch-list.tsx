import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { memo, useMemo } from 'react';
import { LoadMore } from '@/components/infinite/load-more';
import { SectionLoader } from '@/components/layout/page-loader';
import { VirtualList } from '@/components/virtual-list/virtual-list';
import classes from './batch-list.module.css';
import { batchCount, formatBatchDate, listedBatches, publishedOf, type ListedBatch } from './catalogue-rules';

/** The batches the server pages (a product opened by link); absent when the list holds them all already. */
export interface BatchPaging {
  readonly pending: boolean;
  /** Every batch of the product on the server, and those answered so far. */
  readonly total: number;
  readonly loaded: number;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onLoadMore: () => void;
}

interface BatchListProps {
  readonly batches: readonly ListedBatch[];
  readonly publishedOnly: boolean;
  readonly paging?: BatchPaging;
}

/** One row's height: rows are drawn only where the list is scrolled to. */
const ROW_HEIGHT = 46;
/** The list's box shows this many rows at most, and scrolls for the rest. */
const VISIBLE_ROWS = 10;

/**
 * The product's batches: tracking id and date (M/D/YYYY), newest first, each a link to /batches/{id}, with how many
 * there are. A virtual list: thousands of batches draw only the rows in view, and scrolling to the end of those
 * loaded asks the server for the next page.
 */
export function BatchList({ batches, publishedOnly, paging }: BatchListProps) {
  // Sorted once per answer; the published-only switch then only filters the sorted rows.
  const sorted = useMemo(() => listedBatches(batches), [batches]);
  const rows = useMemo(() => publishedOf(sorted, publishedOnly), [sorted, publishedOnly]);
  if (paging?.pending) return <SectionLoader label="Loading batches" py="md" />;
  const more = paging?.hasMore ?? false;
  const count = batchCount({ shown: rows.length, loaded: paging?.loaded ?? 0, total: paging?.total ?? 0, more });
  if (rows.length === 0 && !more) return <Text c="gray.7">Data not available.</Text>;
  return (
    <Stack gap={4}>
      <Text size="xs" c="gray.7">
        {count}
      </Text>
      {rows.length === 0 ? (
        // None of the loaded batches is listed (published only): the next pages may hold some.
        <LoadMore hasMore={more} loading={paging?.loadingMore ?? false} onMore={paging?.onLoadMore ?? noop} />
      ) : (
        <VirtualList
          aria-label="Batches"
          items={rows}
          getKey={batchKey}
          estimateSize={ROW_HEIGHT}
          fixedSize
          height={Math.min(rows.length, VISIBLE_ROWS) * ROW_HEIGHT}
          hasMore={more}
          loadingMore={paging?.loadingMore}
          onLoadMore={paging?.onLoadMore}
          renderItem={renderBatch}
        />
      )}
    </Stack>
  );
}

const noop = () => {};
const batchKey = (batch: ListedBatch) => batch.id;
const renderBatch = (batch: ListedBatch) => <BatchRow batch={batch} />;

/** One row: plain elements around the link and the badge, as a screenful of rows is drawn again on each filter. */
const BatchRow = memo(function BatchRow({ batch }: { batch: ListedBatch }) {
  const navigate = useNavigate();
  return (
    <div className={classes.row}>
      {/* The id and its date stacked, the badge beside them: a phone's width keeps the whole id. */}
      <span className={classes.name}>
        <Anchor
          href={`/batches/${batch.id}`}
          fw={600}
          c="teal.9"
          size="sm"
          truncate
          onClick={(e) => {
            e.preventDefault();
            void navigate({ href: `/batches/${batch.id}` });
          }}
        >
          {batch.tracking_id}
        </Anchor>
        <span className={classes.date}>{formatBatchDate(batch.created_on)}</span>
      </span>
      {batch.is_published && (
        <Badge variant="outline" color="teal.9" size="sm" className={classes.badge}>
          Published
        </Badge>
      )}
    </div>
  );
});

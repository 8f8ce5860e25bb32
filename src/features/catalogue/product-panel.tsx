import { Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { memo, useMemo, useState } from 'react';
import { useGetProduct } from '@/api/generated/portal/hooks/product/product';
import { useSession } from '@/session/session-context';
import { BatchList, type BatchPaging } from './batch-list';
import {
  otherSubscriptionChip,
  type CatalogueProduct,
  type CatalogueSubscription,
  type ListedBatch,
} from './catalogue-rules';
import { useProductBatches } from './use-product-batches';

interface ProductPanelProps {
  readonly productId: string | undefined;
  /** The product as the list loaded it (with its batches); absent for a link to one not loaded yet. */
  readonly loaded: CatalogueProduct | undefined;
  readonly subscription: CatalogueSubscription;
}

/** The right panel: the chosen product's title, description, Create New batch and its batches. */
export const ProductPanel = memo(function ProductPanel({ productId, loaded, subscription }: ProductPanelProps) {
  if (!productId) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="gray.7" ta="center">
          Select a product to see its batches.
        </Text>
      </Paper>
    );
  }
  return <ChosenProduct productId={productId} loaded={loaded} subscription={subscription} />;
});

/**
 * The chosen product: as the list loaded it, or, for a shared link or a reload before the list has it, fetched on its
 * own with its batches. One component for both, so that the panel is not drawn anew (its switch and focus kept) when
 * the list's answer comes with the product.
 */
function ChosenProduct({ productId, loaded, subscription }: ProductPanelProps & { readonly productId: string }) {
  const { individual } = useSession();
  const product = useGetProduct(productId, { query: { enabled: !loaded } });
  // Paged by the server: the first page, then the next ones as the list is scrolled to its end.
  const batches = useProductBatches(individual?.organization_id ?? '', productId, !loaded);
  const { isPending: pending, total, loaded: answered, hasMore, loadingMore, loadMore } = batches;
  const paging = useMemo<BatchPaging>(
    () => ({ pending, total, loaded: answered, hasMore, loadingMore, onLoadMore: loadMore }),
    [pending, total, answered, hasMore, loadingMore, loadMore],
  );
  if (loaded) return <PanelBody product={loaded} batches={loaded.integrants ?? none} subscription={subscription} />;
  if (!product.data) {
    return (
      <Paper withBorder radius="md" p="lg">
        {product.isError ? <Text c="gray.7">Data not available.</Text> : <Skeleton h={160} />}
      </Paper>
    );
  }
  return <PanelBody product={product.data.data} batches={batches.rows} paging={paging} subscription={subscription} />;
}

const none: readonly ListedBatch[] = [];

interface PanelBodyProps {
  readonly product: CatalogueProduct;
  readonly batches: readonly ListedBatch[];
  /** The batches come page by page from the server (a product opened by link). */
  readonly paging?: BatchPaging;
  readonly subscription: CatalogueSubscription;
}

function PanelBody({ product, batches, paging, subscription }: PanelBodyProps) {
  const [publishedOnly, setPublishedOnly] = useState(false);
  const navigate = useNavigate();
  const editable = otherSubscriptionChip(product.subscription_type, subscription) === null;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0, flex: 1 }}>
            <Title order={2} size="h3">
              {product.title}
            </Title>
            {product.description && (
              <Text c="gray.7" size="sm" mt={4}>
                {product.description}
              </Text>
            )}
          </div>
          {editable && (
            <Group gap="xs">
              <Button
                renderRoot={(props) => (
                  <Link {...props} to="/update-product/$productId" params={{ productId: product.id }} />
                )}
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                Edit product
              </Button>
              {/* The route's guard asks the plan before the form opens (src/session/guards.ts). */}
              <Button
                onClick={() =>
                  void navigate({ to: '/batches/create/$integrantTypeId', params: { integrantTypeId: product.id } })
                }
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Create New batch
              </Button>
            </Group>
          )}
        </Group>
        <Group justify="space-between">
          <Title order={3} size="h5">
            Batches
          </Title>
          <Switch
            label="Published only"
            checked={publishedOnly}
            onChange={(e) => setPublishedOnly(e.currentTarget.checked)}
          />
        </Group>
        <BatchList batches={batches} publishedOnly={publishedOnly} paging={paging} />
      </Stack>
    </Paper>
  );
}

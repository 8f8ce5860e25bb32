import { Badge, Center, Loader, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { memo, useState } from 'react';
import { VirtualList } from '@/components/virtual-list/virtual-list';
import { useSessionStore } from '@/session/session-context';
import { otherSubscriptionChip, type CatalogueProduct, type CatalogueSubscription } from './catalogue-rules';
import classes from './product-list.module.css';
import type { useProductSearch } from './use-product-search';

interface ProductListProps {
  readonly search: ReturnType<typeof useProductSearch>;
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly selectedId: string | undefined;
  readonly onSelect: (productId: string) => void;
  readonly subscription: CatalogueSubscription;
}

/** The search box and the (virtualized) product list. */
export function ProductList({ search, text, onText, selectedId, onSelect, subscription }: ProductListProps) {
  return (
    <>
      <TextInput
        label="Search products"
        placeholder="Search by product name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => onText(e.currentTarget.value)}
        mb="sm"
      />
      {search.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading products" />
        </Center>
      ) : (
        <VirtualList
          aria-label="Products"
          items={search.products}
          getKey={productKey}
          estimateSize={60}
          fixedSize
          height="min(60vh, 640px)"
          hasMore={search.hasMore}
          loadingMore={search.loadingMore}
          onLoadMore={search.loadMore}
          empty={
            <Text c="gray.7" ta="center" py="lg">
              Data not available.
            </Text>
          }
          renderItem={(product) => (
            <ProductRow
              product={product}
              selected={product.id === selectedId}
              onSelect={onSelect}
              subscription={subscription}
            />
          )}
        />
      )}
    </>
  );
}

const productKey = (product: CatalogueProduct) => product.id;

/**
 * One row, in plain elements: the list repaints its visible rows on every keystroke, and a row of
 * Mantine components costs several style computations each (bench:search).
 */
interface ProductRowProps {
  readonly product: CatalogueProduct;
  readonly selected: boolean;
  readonly onSelect: (productId: string) => void;
  readonly subscription: CatalogueSubscription;
}

const ProductRow = memo(function ProductRow({ product, selected, onSelect, subscription }: ProductRowProps) {
  const chip = otherSubscriptionChip(product.subscription_type, subscription);
  const switchTo = useSwitchSubscription();
  // An image that cannot be loaded shows the name's initial instead.
  const [broken, setBroken] = useState(false);
  return (
    <div className={classes.row}>
      <button
        type="button"
        className={classes.product}
        onClick={() => onSelect(product.id)}
        aria-current={selected ? 'true' : undefined}
        title={product.title}
      >
        {product.image_url && !broken ? (
          <img
            className={classes.thumb}
            src={product.image_url}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            onError={() => setBroken(true)}
          />
        ) : (
          <span className={classes.initial} aria-hidden>
            {product.title.slice(0, 1)}
          </span>
        )}
        <span className={classes.title}>{product.title}</span>
      </button>
      {chip && (
        <Badge
          component="button"
          type="button"
          variant="outline"
          color="grape.9"
          style={{ cursor: 'pointer', flexShrink: 0 }}
          onClick={() => switchTo(chip.switchTo, product.id)}
        >
          {chip.label}
        </Badge>
      )}
    </div>
  );
});

/** The chip's action: work in the product's subscription, with the product selected. */
function useSwitchSubscription() {
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (type: CatalogueSubscription, productId: string) => {
    session.selectSubscription(type);
    queryClient.removeQueries();
    void navigate({ to: '/', search: { product: productId } });
  };
}

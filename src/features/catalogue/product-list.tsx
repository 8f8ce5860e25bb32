import { Badge, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useDebouncedValue } from '@mantine/hooks';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { SectionLoader } from '@/components/layout/page-loader';
import { VirtualList } from '@/components/virtual-list/virtual-list';
import { useSessionStore } from '@/session/session-context';
import {
  otherSubscriptionChip,
  keepSameRows,
  productCount,
  searchIndex,
  SEARCH_DEBOUNCE_MS,
  type CatalogueProduct,
  type CatalogueSubscription,
} from './catalogue-rules';
import classes from './product-list.module.css';

interface ProductListProps {
  /** The products the server answered for the last server search (all pages loaded so far). */
  readonly loaded: readonly CatalogueProduct[];
  /** How many products the server's search finds in all. */
  readonly total: number;
  readonly isPending: boolean;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onLoadMore: () => void;
  /** The typed text, trimmed, after a pause in typing: the server searches for it. */
  readonly onServerText: (text: string) => void;
  readonly selectedId: string | undefined;
  readonly onSelect: (productId: string) => void;
  readonly subscription: CatalogueSubscription;
}

/** One product row's height. */
const PRODUCT_ROW = 60;

/**
 * The search box and the (virtualized) product list. The typed text is this component's own state: a
 * keystroke filters the loaded products here and re-renders nothing else (bench:search).
 */
export const ProductList = memo(function ProductList(props: ProductListProps) {
  const {
    loaded,
    total,
    isPending,
    hasMore,
    loadingMore,
    onLoadMore,
    onServerText,
    selectedId,
    onSelect,
    subscription,
  } = props;
  const [text, setText] = useState('');
  const [serverText] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => onServerText(serverText), [serverText, onServerText]);
  const products = useFiltered(loaded, text);
  const renderItem = useCallback(
    (product: CatalogueProduct) => (
      <ProductRow
        product={product}
        selected={product.id === selectedId}
        onSelect={onSelect}
        subscription={subscription}
      />
    ),
    [selectedId, onSelect, subscription],
  );
  return (
    <>
      <TextInput
        label="Search products"
        placeholder="Search by product name"
        leftSection={searchIcon}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        mb="sm"
      />
      {isPending ? (
        <SectionLoader label="Loading products" />
      ) : (
        <>
          {products.length > 0 && (
            <p className={classes.count}>
              {productCount({ shown: products.length, loaded: loaded.length, total, more: hasMore })}
            </p>
          )}
          <VirtualList
            aria-label="Products"
            items={products}
            getKey={productKey}
            estimateSize={PRODUCT_ROW}
            fixedSize
            // As tall as its rows when they are few (no empty box under four products), at most 60% of the screen.
            height={`min(60vh, 640px, ${Math.max(products.length, 2) * PRODUCT_ROW + (hasMore ? PRODUCT_ROW : 0)}px)`}
            hasMore={hasMore}
            loadingMore={loadingMore}
            onLoadMore={onLoadMore}
            empty={empty}
            renderItem={renderItem}
          />
        </>
      )}
    </>
  );
});

const searchIcon = <IconSearch size={16} aria-hidden />;
const empty = (
  <Text c="gray.7" ta="center" py="lg">
    Data not available.
  </Text>
);

/**
 * The loaded products whose names contain `text`, the same array while the rows stay the same: a server
 * answer for the text just typed usually brings the rows already shown, and then nothing re-renders.
 */
function useFiltered(loaded: readonly CatalogueProduct[], text: string): readonly CatalogueProduct[] {
  const search = useMemo(() => searchIndex(loaded), [loaded]);
  const [keep] = useState(keepSameRows<CatalogueProduct>);
  return keep(search(text));
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

import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getGetProductQueryOptions, useGetProductLabel } from '@/api/generated/portal/hooks/product/product';
import { PageLoader } from '@/components/layout/page-loader';
import type { CatalogueSubscription } from './catalogue-rules';
import { ProductForm } from './product-form';

interface UpdateProductScreenProps {
  readonly productId: string;
  readonly subscription: CatalogueSubscription;
  readonly onLeave: (productId?: string) => void;
}

/** /update-product/{productId}: the route's loader has fetched the product; tracer also reads its label. */
export function UpdateProductScreen({ productId, subscription, onLeave }: UpdateProductScreenProps) {
  const { data } = useQuery(getGetProductQueryOptions(productId));
  const label = useGetProductLabel({ id: productId }, { query: { enabled: subscription === 'tracer' } });
  if (!data) return <PageLoader />;
  return (
    <Stack maw={960} mx="auto" gap="md">
      <Title order={1} size="h2">
        Edit Product
      </Title>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <ProductForm
          key={data.data.id}
          subscription={subscription}
          product={data.data}
          labelUrl={label.data?.data.product_label ?? null}
          onLeave={onLeave}
        />
      </Paper>
    </Stack>
  );
}

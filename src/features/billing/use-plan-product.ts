import { useQuery } from '@tanstack/react-query';
import { getListPlansQueryOptions } from '@/api/generated/portal/hooks/subscription/subscription';
import { productHasPrice, visiblePrices } from '@/lib/plans/plan-rules';

/** The plan product of /plans/upgrade/{productID} and /plans/buyNew/{productID}, its prices, and the price held now. */
export function usePlanProduct(organizationId: string, productId: string) {
  const query = useQuery(getListPlansQueryOptions({ organization_id: organizationId }));
  const data = query.data?.data;
  const product = data?.plans.find((p) => p.product_id === productId) ?? null;
  const current = product ? (data?.currentPlan.find((c) => productHasPrice(product, c.plan.id)) ?? null) : null;
  return {
    query,
    product,
    prices: product ? visiblePrices(product.product_plan) : [],
    current,
    customerId: current?.customer_id ?? product?.customer_id ?? data?.currentPlan[0]?.customer_id ?? '',
  };
}

import { createFileRoute } from '@tanstack/react-router';
import { getGetProductQueryOptions } from '@/api/generated/portal/hooks/product/product';
import { type CatalogueSubscription } from '@/features/catalogue/catalogue-rules';
import { UpdateProductScreen } from '@/features/catalogue/update-product-screen';

/** /update-product/{productId}: the product edit form. */
export const Route = createFileRoute('/_app/update-product/$productId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(getGetProductQueryOptions(params.productId)),
  component: UpdateProduct,
});

function UpdateProduct() {
  const { productId } = Route.useParams();
  const { session } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <UpdateProductScreen
      productId={productId}
      subscription={session.getState().selectedSubscription as CatalogueSubscription}
      onLeave={(id) => void navigate({ to: '/', search: { product: id ?? productId } })}
    />
  );
}

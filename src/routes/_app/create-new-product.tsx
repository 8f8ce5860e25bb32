import { createFileRoute } from '@tanstack/react-router';
import { CatalogueHome } from '@/features/catalogue/catalogue-home';
import { type CatalogueSubscription } from '@/features/catalogue/catalogue-rules';
import { CreateProductScreen } from '@/features/catalogue/create-product-screen';

/** /create-new-product: the product form over the home page (tracer and fastpass). */
export const Route = createFileRoute('/_app/create-new-product')({
  component: CreateNewProduct,
});

function CreateNewProduct() {
  const { session } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const subscription = session.getState().selectedSubscription as CatalogueSubscription;
  const home = (productId?: string) => void navigate({ to: '/', search: productId ? { product: productId } : {} });
  return (
    <>
      <CatalogueHome subscription={subscription} selectedId={undefined} onSelect={(id) => home(id)} />
      <CreateProductScreen subscription={subscription} onLeave={home} />
    </>
  );
}

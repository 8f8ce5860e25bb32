import { createFileRoute } from '@tanstack/react-router';
import { NihImportScreen } from '@/features/catalogue/nih-import-screen';

/** /import-product-from-nih: a product and its ingredients from the public label database (tracer only). */
export const Route = createFileRoute('/_app/import-product-from-nih')({
  component: NihImportRoute,
});

function NihImportRoute() {
  const navigate = Route.useNavigate();
  return (
    <NihImportScreen
      subscription="tracer"
      onLeave={(id) => void navigate({ to: '/', search: id ? { product: id } : {} })}
    />
  );
}

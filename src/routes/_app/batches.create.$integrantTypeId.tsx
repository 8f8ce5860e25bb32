import { createFileRoute } from '@tanstack/react-router';
import { BatchEditorRoute } from '@/features/batches/batch-editor-route';
import { loadOpeningTab } from '@/features/batches/tab-views';

/** /batches/create/{integrantTypeId}: a new batch of this product (`?tab=` selects the tab). */
export const Route = createFileRoute('/_app/batches/create/$integrantTypeId')({
  validateSearch: (search: Record<string, unknown>): { tab?: number } => {
    const tab = Number(search.tab);
    return Number.isInteger(tab) && tab >= 0 ? { tab } : {};
  },
  // The tab the address opens on (Details, `?tab=1`, for a new tracer batch) is drawn with the editor, not after it.
  loader: ({ context, location }) => loadOpeningTab(context.session.getState().selectedSubscription, location.search),
  component: CreateBatch,
});

function CreateBatch() {
  const { integrantTypeId } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BatchEditorRoute
      integrantTypeId={integrantTypeId}
      tab={tab ?? 0}
      onTab={(next) => void navigate({ to: '.', search: { tab: next }, replace: true })}
    />
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { BatchEditorRoute } from '@/features/batches/batch-editor-route';
import { loadBatchEditor } from '@/features/batches/load-batch-editor';

/** /batches/{batchId}: edit a batch (`?tab=` selects the tab). */
export const Route = createFileRoute('/_app/batches/$batchId')({
  validateSearch: (search: Record<string, unknown>): { tab?: number } => {
    const tab = Number(search.tab);
    return Number.isInteger(tab) && tab >= 0 ? { tab } : {};
  },
  // The loader stays in the route tree (not in the editor's chunk): the batch's calls start with the navigation, in
  // parallel with the editor's code (docs/adr/0010).
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context, params, location }) =>
    loadBatchEditor(
      context.queryClient,
      params.batchId,
      context.session.getState().selectedSubscription,
      location.search,
    ),
  component: EditBatch,
});

function EditBatch() {
  const { batchId } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BatchEditorRoute
      key={batchId}
      batchId={batchId}
      tab={tab ?? 0}
      onTab={(next) => void navigate({ to: '.', search: { tab: next }, replace: true })}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { getGetBatchQueryOptions } from '@/api/generated/portal/hooks/batch/batch';
import { LoadFailure } from '@/components/feedback/load-failure';
import { PageLoader } from '@/components/layout/page-loader';
import { useSession } from '@/session/session-context';
import { BatchEditor } from './batch-editor';
import { batchSubscriptionOf } from './batch-rules';

export interface BatchEditorRouteProps {
  /** A saved batch to edit; absent for a new batch. */
  batchId?: string;
  /** The product of a new batch. */
  integrantTypeId?: string;
  tab: number;
  onTab(tab: number): void;
}

/** Loads what the editor needs (the batch when it is saved) and mounts it. */
export function BatchEditorRoute({ batchId, integrantTypeId, tab, onTab }: BatchEditorRouteProps) {
  const { individual, selectedSubscription } = useSession();
  const subscription = batchSubscriptionOf(selectedSubscription);
  // The route's loader asked already (load-batch-editor.ts): a failure it met is shown, not asked again on mount.
  const batch = useQuery({ ...getGetBatchQueryOptions(batchId ?? ''), enabled: !!batchId, retryOnMount: false });
  if (batchId && batch.isPending) return <PageLoader />;
  if (batchId && batch.isError) return <LoadFailure error={batch.error} onRetry={() => batch.refetch()} />;
  const loaded = batchId ? batch.data?.data : undefined;
  return (
    <BatchEditor
      batchId={batchId}
      batch={loaded}
      integrantTypeId={loaded?.integrant_type_id ?? integrantTypeId ?? ''}
      subscription={subscription}
      organizationId={individual?.organization_id ?? ''}
      individualId={individual?.id ?? ''}
      tab={tab}
      onTab={onTab}
      onReload={async () => (await batch.refetch()).data?.data}
    />
  );
}

import type { QueryClient } from '@tanstack/react-query';

/**
 * The batch editor's calls, started by the route's loader as soon as the address is known: the batch, its tree and
 * the trait templates side by side, while the editor's code is still loading (issue 28: no waterfall from the code
 * to the batch to its tabs). The generated hooks come by dynamic import, so they stay out of the first bundle; the
 * editor's own queries (batch-editor-route.tsx, batch-editor.tsx) find the answers in the cache.
 *
 * A failure is not thrown: it stays in the cache, and the editor shows it as it always did (a failed batch is its
 * LoadFailure, the error policy's toast once: the editor's queries do not ask again on mount).
 */
export async function loadBatchEditor(queryClient: QueryClient, batchId: string): Promise<void> {
  const [batch, product] = await Promise.all([
    import('@/api/generated/portal/hooks/batch/batch'),
    import('@/api/generated/portal/hooks/product/product'),
  ]);
  const settle = (call: Promise<unknown>) =>
    call.then(
      () => undefined,
      () => undefined,
    );
  await Promise.all([
    settle(queryClient.ensureQueryData(batch.getGetBatchQueryOptions(batchId))),
    settle(queryClient.ensureQueryData(batch.getGetBatchTreeQueryOptions({ integrant_id: batchId, level: 0 }))),
    settle(queryClient.ensureQueryData(product.getListTraitTemplatesQueryOptions())),
  ]);
}

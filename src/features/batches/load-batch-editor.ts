import type { QueryClient } from '@tanstack/react-query';
import type { SubscriptionType } from '@/session/rules';
import { settled } from '@/lib/load-once';
import { loadQr } from './options/qr-loader';

/**
 * The batch editor's calls, started by the route's loader as soon as the address is known: the batch, its tree and
 * the trait templates side by side, while the editor's code is still loading (issue 28: no waterfall from the code
 * to the batch to its tabs). The generated hooks come by dynamic import, so they stay out of the first bundle; the
 * editor's own queries (batch-editor-route.tsx, batch-editor.tsx) find the answers in the cache. For tracer, whose
 * first tab is Options, the QR code's chunk comes alongside: the code, the editor's largest paint, is then drawn
 * with the batch instead of one chunk later.
 *
 * A failure is not thrown: it stays in the cache, and the editor shows it as it always did (a failed batch is its
 * LoadFailure, the error policy's toast once: the editor's queries do not ask again on mount).
 */
export async function loadBatchEditor(
  queryClient: QueryClient,
  batchId: string,
  subscription?: SubscriptionType | null,
): Promise<void> {
  const qr = subscription === 'tracer' ? settled(loadQr()) : undefined;
  const [batch, product] = await Promise.all([
    import('@/api/generated/portal/hooks/batch/batch'),
    import('@/api/generated/portal/hooks/product/product'),
  ]);
  await Promise.all([
    settled(queryClient.ensureQueryData(batch.getGetBatchQueryOptions(batchId))),
    settled(queryClient.ensureQueryData(batch.getGetBatchTreeQueryOptions({ integrant_id: batchId, level: 0 }))),
    settled(queryClient.ensureQueryData(product.getListTraitTemplatesQueryOptions())),
    qr,
  ]);
}

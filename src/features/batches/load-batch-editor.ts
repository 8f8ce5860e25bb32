import type { QueryClient } from '@tanstack/react-query';
import type { SubscriptionType } from '@/session/rules';
import { settled } from '@/lib/load-once';
import { loadQr } from './options/qr-loader';
import { loadOpeningTab } from './tab-views';

/**
 * The batch editor's calls, started by the route's loader as soon as the address is known: the batch, its tree and
 * the trait templates side by side, while the editor's code is still loading (no waterfall from the code to the
 * batch to its tabs: docs/adr/0010). The generated hooks come by dynamic import, so they stay out of the first bundle;
 * the editor's own queries (batch-editor-route.tsx, batch-editor.tsx) find the answers in the cache, or join the calls
 * in flight.
 *
 * The loader does not wait for the calls: the shell and the editor's frame are drawn while they are out (waiting
 * held the whole page, the shell included, until the batch had come, then drew it all in one long render; the
 * shell's own calls started only after it). It waits only for the code of the tab the address opens on:
 * the QR code's chunk for tracer's Options (the code, the editor's largest paint, is then drawn in the render that
 * shows the batch), or that tab's own chunk when it is one the editor loads lazily (tab-views.ts).
 *
 * A failure stays in the cache, and the editor shows it as it always did (a failed batch is its LoadFailure, the
 * error policy's toast once: the editor's queries do not ask again on mount).
 */
export async function loadBatchEditor(
  queryClient: QueryClient,
  batchId: string,
  subscription?: SubscriptionType | null,
  search?: unknown,
): Promise<void> {
  const qr = subscription === 'tracer' ? settled(loadQr()) : undefined;
  void startCalls(queryClient, batchId);
  await Promise.all([qr, loadOpeningTab(subscription, search)]);
}

async function startCalls(queryClient: QueryClient, batchId: string): Promise<void> {
  const [batch, product] = await Promise.all([
    import('@/api/generated/portal/hooks/batch/batch'),
    import('@/api/generated/portal/hooks/product/product'),
  ]);
  void queryClient.prefetchQuery(batch.getGetBatchQueryOptions(batchId));
  void queryClient.prefetchQuery(batch.getGetBatchTreeQueryOptions({ integrant_id: batchId, level: 0 }));
  void queryClient.prefetchQuery(product.getListTraitTemplatesQueryOptions());
}

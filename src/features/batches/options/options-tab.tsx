import { Alert, Stack } from '@mantine/core';
import { SectionLoader } from '@/components/layout/page-loader';
import type { BatchTabProps } from '../batch-tab-props';
import { optionsActions } from '../tab-views';
import { publicPageOf, qrTarget } from './options-rules';
import { QrPanel } from './qr-panel';
import { appOrigin } from '@/lib/base-path';

const OptionsActions = optionsActions.AfterPaint;

/**
 * The Options tab (tracer): the QR code and its downloads, then the batch's actions (options-actions.tsx: ingredients,
 * links, transit, transfer, static QR, preview, publishing, clone, the link graph, the Transit and Transfer Details
 * tables). The QR code is the editor's largest paint: it is drawn with the batch, and the actions, a chunk of their
 * own, below it once their code has come, so that the page's first load does not wait for the tables, the dialogs
 * and the file drop. Their code is asked for once the tab has been painted without them (`AfterPaint`), or
 * prefetched once the browser is idle.
 */
export function OptionsTab(props: BatchTabProps) {
  const { batch } = props;
  if (props.isDraft || !batch) {
    return (
      <Alert color="yellow" variant="light" title="Save the batch first">
        The QR code, publishing, transit, transfer and the other options are available once the batch is saved.
      </Alert>
    );
  }
  const { shortCode, slug } = publicPageOf(batch);
  return (
    <Stack gap="lg">
      <QrPanel
        value={qrTarget(appOrigin(), shortCode, slug, batch.qr_url)}
        title={batch.title}
        description={batch.description ?? ''}
      />
      <OptionsActions
        {...props}
        batch={batch}
        fallback={<SectionLoader label="Loading the batch's options" py="md" />}
      />
    </Stack>
  );
}

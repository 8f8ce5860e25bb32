import { Alert, Stack } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import { SectionLoader } from '@/components/layout/page-loader';
import type { BatchTabProps } from '../batch-tab-props';
import { optionsActions } from '../tab-views';
import { publicPageOf, qrTarget } from './options-rules';
import { QrPanel } from './qr-panel';

const OptionsActions = optionsActions.View;

/**
 * The Options tab (tracer): the QR code and its downloads, then the batch's actions (options-actions.tsx: ingredients,
 * links, transit, transfer, static QR, preview, publishing, clone, the link graph, the Transit and Transfer Details
 * tables). The QR code is the editor's largest paint: it is drawn with the batch, and the actions, a chunk of their own
 * (issue 28), below it once their code has come, so that the page's first load does not wait for the tables, the
 * dialogs and the file drop. Their code is asked for once the tab has been painted without them (or prefetched once
 * the browser is idle): asking for a chunk inserts a preload link for each file it needs, about 30 ms at 4× CPU in the
 * render that drew the QR code (traced).
 */
export function OptionsTab(props: BatchTabProps) {
  const { batch } = props;
  const [actionsShown, showActions] = useState(optionsActions.loaded);
  useEffect(() => (actionsShown ? undefined : afterNextPaint(() => showActions(true))), [actionsShown]);
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
        value={qrTarget(window.location.origin, shortCode, slug, batch.qr_url)}
        title={batch.title}
        description={batch.description ?? ''}
      />
      {actionsShown ? (
        <Suspense fallback={<ActionsLoader />}>
          <OptionsActions {...props} batch={batch} />
        </Suspense>
      ) : (
        <ActionsLoader />
      )}
    </Stack>
  );
}

function ActionsLoader() {
  return <SectionLoader label="Loading the batch's options" py="md" />;
}

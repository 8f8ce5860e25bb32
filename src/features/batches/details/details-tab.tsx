import { Alert, Loader, Stack, TextInput } from '@mantine/core';
import { cleanText, normalizeIdentifier } from '@/lib/input/text';
import { isWebAddress, slugOf } from '../batch-rules';
import type { BatchSubscription } from '../batch-tab-props';
import { DETAILS_MESSAGES } from './details-messages';
import type { TrackingCheck } from './use-tracking-check';

export interface DetailsTabProps {
  subscription: BatchSubscription;
  isDraft: boolean;
  trackingId: string;
  buyAgainUrl: string;
  check: TrackingCheck;
  showMissing: boolean;
  onChange(patch: { trackingId?: string; buyAgainUrl?: string }): void;
}

/** Details: the tracking id (static batch number) and, for tracer, the Buy Again URL. */
export function DetailsTab(props: DetailsTabProps) {
  const { subscription, isDraft, trackingId, buyAgainUrl, check, showMissing } = props;
  const trackingError =
    check === 'taken'
      ? DETAILS_MESSAGES.staticTakenInline
      : showMissing && !trackingId
        ? DETAILS_MESSAGES.trackingRequired
        : null;
  const urlError =
    subscription !== 'tracer'
      ? null
      : buyAgainUrl && !isWebAddress(buyAgainUrl)
        ? DETAILS_MESSAGES.urlInvalid
        : showMissing && !buyAgainUrl
          ? DETAILS_MESSAGES.urlRequired
          : null;
  return (
    <Stack gap="md" maw={560}>
      {isDraft && (
        <Alert color="yellow" title="Draft">
          {DETAILS_MESSAGES.draft}
        </Alert>
      )}
      <TextInput
        label="Tracking ID"
        description={
          trackingId
            ? `Static batch number; public address: …/b/${slugOf(trackingId)}`
            : 'Static batch number, no spaces'
        }
        required
        value={trackingId}
        error={trackingError}
        rightSection={check === 'checking' ? <Loader size="xs" role="status" aria-label="Checking" /> : null}
        onChange={(e) => props.onChange({ trackingId: normalizeIdentifier(e.currentTarget.value, 'tracking') })}
      />
      {subscription === 'tracer' && (
        <TextInput
          label="Buy Again URL"
          placeholder="www.example.com/buy"
          required
          value={buyAgainUrl}
          error={urlError}
          onChange={(e) => props.onChange({ buyAgainUrl: cleanText(e.currentTarget.value) })}
        />
      )}
    </Stack>
  );
}

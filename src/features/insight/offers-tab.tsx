import { Card, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cleanText } from '@/lib/input/text';
import {
  getListOffersQueryKey,
  getListOffersQueryOptions,
  useSaveOffer,
} from '@/api/generated/portal/hooks/survey/survey';
import type { Offer } from '@/api/generated/portal/model';
import { LoadFailure } from '@/components/feedback/load-failure';
import { notifySuccess } from '@/components/feedback/notify';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { INSIGHT_MESSAGES } from './insight-messages';
import { offerButtonLabel } from './insight-rules';

/** The Offers tab: one offer text per product; the button shows only with text, Save when new, Update when it exists. */
export function OffersTab({ productId }: { productId: string }) {
  const offers = useQuery(getListOffersQueryOptions({ integrant_type_id: productId }));
  if (offers.isError) return <LoadFailure error={offers.error} onRetry={() => offers.refetch()} />;
  if (!offers.data) return <Text c="dimmed">Loading… Please Wait</Text>;
  const current = offers.data.data[0];
  return <OfferForm key={current?.id ?? 'new'} productId={productId} current={current} />;
}

function OfferForm({ productId, current }: { productId: string; current: Offer | undefined }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(current?.offer ?? '');
  const save = useSaveOffer();
  const label = offerButtonLabel(text, current?.id);
  const submit = async () => {
    if (!label) return;
    const body = { integrant_type_id: productId, offer: cleanText(text), ...(current?.id ? { id: current.id } : {}) };
    await save
      .mutateAsync({ data: body })
      .catch(() => null)
      .then(async (answer) => {
        if (!answer) return;
        notifySuccess(INSIGHT_MESSAGES.offerSaved);
        await queryClient.invalidateQueries({ queryKey: getListOffersQueryKey({ integrant_type_id: productId }) });
      });
  };
  return (
    <Card withBorder radius="md" maw={720}>
      <ActionForm onSubmit={submit}>
        <Stack gap="sm">
          {current ? null : <Text c="dimmed">{INSIGHT_MESSAGES.noOffer}</Text>}
          <Textarea
            label="Offer"
            description="The reward a consumer receives for answering the survey."
            rows={3}
            maxLength={500}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          {label ? <SubmitButton style={{ alignSelf: 'flex-start' }}>{label}</SubmitButton> : null}
        </Stack>
      </ActionForm>
    </Card>
  );
}

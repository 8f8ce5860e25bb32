import { Button, List, Stack, Text, Title } from '@mantine/core';
import type { Batch } from '@/api/generated/portal/model';
import type { BatchTab } from './batch-rules';
import type { EditingKind } from './batch-tab-props';

/** A transit or transfer record opened in the editor: its Location and Exhibits, read here; edited from Options. */
export function MovementView({
  batch,
  id,
  kind,
  tab,
  onBack,
}: {
  batch: Batch | undefined;
  id: string;
  kind: EditingKind;
  tab: BatchTab;
  onBack(): void;
}) {
  const transit = kind === 'Transit' ? batch?.transits?.find((t) => t.id === id) : undefined;
  const transfer = kind === 'Transfer' ? batch?.transfers?.find((t) => t.id === id) : undefined;
  const record = transit ?? transfer;
  const exhibits = transit?.transitExhibits ?? transfer?.transferExhibits ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {kind}: {record?.title ?? 'New record'}
      </Title>
      {tab === 'location' ? (
        <Text size="sm">
          {transfer
            ? `From ${transfer.fromTransferOrganization ?? '—'} to ${transfer.toTransferOrganization ?? '—'}`
            : transit
              ? `From location ${transit.from_location}${transit.to_location ? ` to ${transit.to_location}` : ''}`
              : 'No location yet.'}
        </Text>
      ) : exhibits.length === 0 ? (
        <Text c="dimmed">No attachments</Text>
      ) : (
        <List>
          {exhibits.map((e, i) => (
            <List.Item key={e.id ?? i}>{e.title}</List.Item>
          ))}
        </List>
      )}
      <Button variant="default" w="fit-content" onClick={onBack}>
        Back to the batch
      </Button>
    </Stack>
  );
}

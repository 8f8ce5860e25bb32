import { Button, List, Stack, Text, Title } from '@mantine/core';
import type { Batch } from '@/api/generated/portal/model';
import type { BatchTab } from './batch-rules';
import type { EditingKind } from './batch-tab-props';
import { transferRows, transitRows } from './movements/movement-rules';

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
  // The same From and To wording as the Transit Details and Transfer Details tables (addresses, not ids).
  const row = transit ? transitRows([transit])[0] : transfer ? transferRows([transfer])[0] : undefined;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {kind}: {record?.title ?? 'New record'}
      </Title>
      {tab === 'location' ? (
        row ? (
          <Stack gap={4}>
            <Text size="sm">Date: {row.date}</Text>
            <Text size="sm">From: {row.from}</Text>
            <Text size="sm">To: {row.to}</Text>
          </Stack>
        ) : (
          <Text size="sm">No location yet.</Text>
        )
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

import { Anchor, Button, Card, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { TransferredBatch } from '@/api/generated/portal/model';
import { SideScroll } from '@/components/data-table/side-scroll';
import { DEFAULT_IMAGE } from '@/components/files/default-image';
import { formatDate } from '@/lib/format';
import { locationLine, TRANSFERRED_MESSAGES } from './transferred-rules';

export interface TransferredDetailProps {
  readonly batch: TransferredBatch;
  /** Whether this batch was cloned already (the button reads Clone Again). */
  readonly cloned: boolean;
  readonly onClone: () => void;
}

/** The right panel: the product image, the sending organization, the transfers with their from and to. */
export function TransferredDetail({ batch, cloned, onClone }: TransferredDetailProps) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ProductImage key={batch.id} src={batch.integrantsType?.image_url ?? null} alt={batch.title} />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Title order={3} size="h4">
              {batch.title}
            </Title>
            {batch.external_id && (
              <Text size="sm" c="gray.7">
                Static batch number: {batch.external_id}
              </Text>
            )}
            {batch.description && <Text size="sm">{batch.description}</Text>}
          </Stack>
        </Group>
        {batch.organizations?.name && (
          <Stack gap={0}>
            <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
              From
            </Text>
            <Text fw={600}>{batch.organizations.name}</Text>
            {batch.organizations.tag_line && (
              <Text size="sm" c="gray.7">
                {batch.organizations.tag_line}
              </Text>
            )}
          </Stack>
        )}
        {/* Sideways on a phone, with a shadow at the edge that has more and a hint (a region a keyboard scrolls). */}
        <SideScroll label="Transfers" minWidth={560}>
          <Table aria-label="Transfers" verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Transfer</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {batch.transfer.map((t, i) => (
                <Table.Tr key={t.id ?? i}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(t.effective_date)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {t.title}
                    </Text>
                    {t.description && (
                      <Text size="xs" c="gray.7">
                        {t.description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{locationLine(t.fromTransferLocation)}</Table.Td>
                  <Table.Td>{locationLine(t.toTransferLocation)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SideScroll>
        <Group justify="space-between" align="center" gap="sm">
          {batch.clones && batch.clones.length > 0 ? (
            <Text size="sm" component="div">
              {TRANSFERRED_MESSAGES.clonedAs}{' '}
              {batch.clones.map((clone, i) => (
                <span key={clone.id}>
                  {i > 0 && ', '}
                  <Anchor
                    renderRoot={(props) => (
                      <Link to="/batches/$batchId" params={{ batchId: clone.id }} search={{ tab: 0 }} {...props} />
                    )}
                  >
                    {clone.external_id}
                  </Anchor>
                </span>
              ))}
            </Text>
          ) : (
            <span />
          )}
          <Button onClick={onClone} ml="auto">
            {cloned ? 'Clone Again' : 'Clone'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ProductImage({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Image
      src={failed || !src ? DEFAULT_IMAGE : src}
      alt={alt}
      w={96}
      h={96}
      fit="contain"
      radius="md"
      onError={() => setFailed(true)}
    />
  );
}

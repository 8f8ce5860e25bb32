import { Badge, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { Hit } from '@/api/generated/third-party/label-database/model';
import { DEFAULT_IMAGE } from '@/components/files/default-image';
import { labelThumbnail } from './nih-rules';

/** An event's words wrap on a phone instead of being cut off. */
const EVENT_BADGE = { root: { maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

/** One search hit: thumbnail, brand name, full name, net contents and events; a click chooses it. */
export function NihHitCard({ hit, busy, onChoose }: { hit: Hit; busy: boolean; onChoose: () => void }) {
  const [failed, setFailed] = useState(false);
  const source = hit._source;
  const net = (source.netContents ?? [])
    .map((n) => n.display)
    .filter(Boolean)
    .join(', ');
  return (
    <UnstyledButton
      onClick={onChoose}
      disabled={busy}
      aria-label={`Import ${source.fullName} by ${source.brandName}`}
      p="sm"
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Image
          src={failed ? DEFAULT_IMAGE : labelThumbnail(hit._id)}
          alt=""
          w={64}
          h={64}
          fit="contain"
          radius="sm"
          onError={() => setFailed(true)}
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="gray.7" fw={600} tt="uppercase">
            {source.brandName}
          </Text>
          <Text fw={600}>{source.fullName}</Text>
          {net && <Text size="sm">Net contents: {net}</Text>}
          <Group gap={4}>
            {(source.events ?? []).map((event, i) => (
              <Badge key={i} variant="light" color="gray" size="sm" tt="none" h="auto" py={2} styles={EVENT_BADGE}>
                {event.type}: {event.date}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

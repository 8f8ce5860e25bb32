import { Alert, Badge, Button, Drawer, Group, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ArmedList } from './armed-list';
import { CallLog } from './call-log';
import type { ReplayMode } from './client-hooks';
import { OperationList } from './operation-list';
import { ResponseList } from './response-list';
import { useCallLog } from './use-replay-state';
import { WorldTab } from '../world/world-tab';

interface ReplayDrawerProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly mode: ReplayMode;
  readonly linkErrors: readonly string[];
}

/** The replay panel: what is armed, the catalogue (domain, operation, documented responses), the latest calls, the world. */
export function ReplayDrawer({ opened, onClose, mode, linkErrors }: ReplayDrawerProps) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const [tab, setTab] = useState<string | null>('responses');
  const [chosen, setChosen] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const calls = useCallLog().length;
  const open = (operationId: string) => {
    setChosen(operationId);
    setTab('responses');
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 480}
      zIndex={1000}
      title={
        <Group gap="xs" wrap="nowrap">
          <Text fw={700} size={narrow ? 'sm' : 'md'}>
            Replay documented responses
          </Text>
          <Badge variant="outline" size="sm">
            {mode === 'msw' ? 'MSW' : 'Prism'}
          </Badge>
        </Group>
      }
    >
      <Stack gap="md">
        {linkErrors.length > 0 && (
          <Alert color="yellow" title="Ignored in the link" p="xs">
            {linkErrors.map((e) => (
              <Text key={e} size="xs">
                {e}
              </Text>
            ))}
          </Alert>
        )}
        <ArmedList onOpen={open} />
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="responses">Responses</Tabs.Tab>
            <Tabs.Tab value="log">Latest calls{calls > 0 ? ` (${calls})` : ''}</Tabs.Tab>
            <Tabs.Tab value="world">World</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="responses" pt="sm">
            {chosen ? (
              <Stack gap="xs">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => setChosen(null)}
                  style={{ alignSelf: 'flex-start' }}
                >
                  ← All operations
                </Button>
                <ResponseList operationId={chosen} />
              </Stack>
            ) : (
              <OperationList search={search} onSearch={setSearch} onChoose={setChosen} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="log" pt="sm">
            <CallLog />
          </Tabs.Panel>
          <Tabs.Panel value="world" pt="sm">
            <WorldTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Drawer>
  );
}

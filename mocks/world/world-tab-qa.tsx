import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import {
  administer,
  adminOrganizations,
  advanceWorldClock,
  worldClock,
  worldOutbox,
  type AdminOrganization,
  type WorldClock,
  type WorldMail,
} from './link';

/** How a moved clock reads: '7 hours', '2 days 3 hours'. */
export function advancedText(ms: number): string {
  const hours = Math.round(ms / 3_600_000);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const part = (n: number, unit: string) => (n > 0 ? `${n} ${unit}${n === 1 ? '' : 's'}` : '');
  return [part(days, 'day'), part(rest, 'hour')].filter(Boolean).join(' ') || 'not moved';
}

type Act = (change: () => Promise<unknown>, after?: () => void) => void;

/**
 * The World tab's tools for the spec's negative paths: the world's clock ('Advance time'), the outbox (what the
 * platform would have mailed) and the platform's administrator (approve, verify a domain, end a free trial).
 */
export function WorldQa({ busy, act }: { busy: boolean; act: Act }) {
  return (
    <Stack gap="md">
      <Clock busy={busy} act={act} />
      <Administrator busy={busy} act={act} />
      <Outbox />
    </Stack>
  );
}

function Clock({ busy, act }: { busy: boolean; act: Act }) {
  const [clock, setClock] = useState<WorldClock | null>(null);
  const [custom, setCustom] = useState('');
  useEffect(() => void worldClock().then(setClock, () => setClock(null)), []);
  const advance = (by: string) => act(() => advanceWorldClock(by));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Advance time{' '}
        <Text span size="xs" c="dimmed" fw={400}>
          (every date of this world moves back: trials, invoices, expiry, sessions)
        </Text>
      </Text>
      <Text size="xs" data-testid="world-clock">
        Moved forward: {clock ? advancedText(clock.advancedMs) : '…'}
      </Text>
      <Group gap="xs">
        {['1h', '7h', '1d', '2d', '7d', '30d'].map((by) => (
          <Button key={by} size="compact-sm" variant="default" disabled={busy} onClick={() => advance(by)}>
            +{by}
          </Button>
        ))}
        <TextInput
          size="xs"
          w={90}
          aria-label="Advance time by (hours or days, like 36h or 3d)"
          placeholder="36h, 3d"
          value={custom}
          onChange={(e) => setCustom(e.currentTarget.value)}
        />
        <Button size="compact-sm" variant="light" disabled={busy || !custom.trim()} onClick={() => advance(custom)}>
          Advance
        </Button>
      </Group>
    </Stack>
  );
}

const ACTIONS = [
  { action: 'approve', label: 'Approve', done: (o: AdminOrganization) => o.is_approved },
  { action: 'verify-domain', label: 'Verify domain', done: (o: AdminOrganization) => o.is_valid_domain_name },
  { action: 'end-free-trial', label: 'End free trial', done: (o: AdminOrganization) => !o.is_free_trail },
] as const;

function Administrator({ busy, act }: { busy: boolean; act: Act }) {
  const [organizations, setOrganizations] = useState<AdminOrganization[]>([]);
  useEffect(
    () =>
      void adminOrganizations().then(
        (a) => setOrganizations(a.organizations),
        () => undefined,
      ),
    [],
  );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        The platform’s administrator
      </Text>
      <Table withTableBorder aria-label="Organizations, as the administrator sees them">
        <Table.Tbody>
          {organizations.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>
                <Text size="xs">{o.name}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {ACTIONS.map(({ action, label, done }) =>
                    done(o) ? null : (
                      <Button
                        key={action}
                        size="compact-xs"
                        variant="light"
                        disabled={busy}
                        aria-label={`${label}: ${o.name}`}
                        onClick={() => act(() => administer(o.id, action))}
                      >
                        {label}
                      </Button>
                    ),
                  )}
                  {ACTIONS.every(({ done }) => done(o)) && (
                    <Badge size="xs" variant="light" color="green">
                      approved, verified
                    </Badge>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The mails the tab lists (a survey sent to everyone mails each consumer: hundreds). */
const SHOWN = 30;

function Outbox() {
  const [mails, setMails] = useState<WorldMail[] | null>(null);
  const refresh = useCallback(
    () =>
      void worldOutbox().then(
        (o) => setMails(o.mails),
        () => setMails(null),
      ),
    [],
  );
  useEffect(refresh, [refresh]);
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Outbox
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={refresh}>
          Refresh
        </Button>
      </Group>
      {mails && mails.length === 0 && (
        <Text size="xs" c="dimmed">
          No email sent in this world yet.
        </Text>
      )}
      {mails && mails.length > SHOWN && (
        <Text size="xs" c="dimmed">
          The latest {SHOWN} of {mails.length} (all of them: GET /__world/outbox).
        </Text>
      )}
      {mails?.slice(0, SHOWN).map((m) => (
        <Stack key={`${m.at}-${m.to}-${m.subject}`} gap={0} aria-label={`Email to ${m.to}: ${m.subject}`} role="group">
          <Text size="xs" fw={600}>
            {m.subject}
          </Text>
          <Text size="xs" c="dimmed">
            to {m.to} · {new Date(m.at).toLocaleString()}
          </Text>
          <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {m.text}
          </Text>
          {m.password && (
            <Text size="xs">
              Temporary password: <code data-testid="outbox-password">{m.password}</code>
            </Text>
          )}
          {m.code && (
            <Text size="xs">
              Code: <code>{m.code}</code>
            </Text>
          )}
          {m.link && (
            <Text size="xs" style={{ wordBreak: 'break-all' }}>
              Link: {m.link}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

import {
  Alert,
  Badge,
  Button,
  CopyButton,
  FileButton,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { getArmed } from '../replay/arming-store';
import { formatReplayParam } from '../replay/link';
import {
  chooseScenario,
  forkInto,
  enterWorld,
  listWorlds,
  loadSnapshotFile,
  newWorldKey,
  reproLink,
  resetWorldNow,
  setWorldFaults,
  setWorldLatency,
  downloadSnapshot,
  WorldCallError,
  worldState,
  takeLinkProblem,
  type ReproLink,
  type WorldState,
} from './link';
import { LINK_LIMIT } from './repro-fragment';
import { WorldCoverage } from './world-coverage';
import { WorldQa } from './world-tab-qa';

/** What the screens hold came from the world before the change: they read it again. */
const reload = () => location.reload();

/**
 * The replay panel's World tab: which world this browser is in and the scenario it came from; a scenario, a reset, a
 * copy (fork), a shared world to join or another to switch to; a repro link, a snapshot to download or load; the
 * world's latency (all answers, or one operation); who signs in; the collections and their counts; the coverage map.
 */
export function WorldTab({ onChanged = reload }: { onChanged?: () => void } = {}) {
  const [state, setState] = useState<WorldState | null>(null);
  const [error, setError] = useState<string | null>(takeLinkProblem);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(() => {
    worldState().then(
      (s) => {
        setState(s);
        setError(null);
      },
      () => setError('The mock world does not answer (examples only: npm start -- --examples).'),
    );
  }, []);
  useEffect(refresh, [refresh]);

  /** Runs a change, then reloads the page (or shows what went wrong, keeping the tab as it was). */
  const act = (change: () => Promise<unknown>, after: () => void = onChanged) => {
    setBusy(true);
    setError(null);
    setProblems([]);
    change().then(
      () => {
        setBusy(false);
        after();
      },
      (e: unknown) => {
        setBusy(false);
        setError(e instanceof Error ? e.message : String(e));
        if (e instanceof WorldCallError) setProblems(e.problems);
      },
    );
  };

  if (!state)
    return error ? (
      <Alert color="yellow" p="xs">
        {error}
      </Alert>
    ) : null;
  return (
    <Stack gap="md">
      {state.notice && (
        <Alert color="orange" p="xs" title="Your kept world was set aside">
          <Text size="xs">{state.notice}</Text>
        </Alert>
      )}
      {error && (
        <Alert color="red" p="xs" title={error}>
          {problems.map((p) => (
            <Text key={p} size="xs" ff="monospace">
              {p}
            </Text>
          ))}
        </Alert>
      )}
      <Group gap="xs">
        <Text size="sm">
          This tab is in the world <b data-testid="world-key">{state.key}</b>
        </Text>
        <Badge variant="light" aria-label={`Scenario ${state.scenario}`}>
          {state.scenario}
        </Badge>
      </Group>
      <ScenarioPicker state={state} busy={busy} onChoose={(name) => act(() => chooseScenario(name))} />
      <Group gap="xs">
        <Button size="compact-sm" variant="light" color="red" disabled={busy} onClick={() => act(resetWorldNow)}>
          Reset the world
        </Button>
        <Button size="compact-sm" variant="light" disabled={busy} onClick={() => act(() => forkInto(newWorldKey()))}>
          Fork (work on a copy)
        </Button>
      </Group>
      <Switcher current={state.key} onChanged={onChanged} />
      <Repro busy={busy} />
      <Group gap="xs">
        <Button size="compact-sm" variant="default" disabled={busy} onClick={() => act(downloadSnapshot, refresh)}>
          Download snapshot
        </Button>
        <FileButton
          accept="application/json,.json"
          onChange={(file) => file && act(async () => loadSnapshotFile(JSON.parse(await file.text()) as unknown))}
        >
          {(props) => (
            <Button size="compact-sm" variant="default" disabled={busy} {...props}>
              Load snapshot
            </Button>
          )}
        </FileButton>
      </Group>
      <Latency state={state} onChange={(change) => act(() => setWorldLatency(change), refresh)} />
      <Faults state={state} onChange={(faults) => act(() => setWorldFaults(faults), refresh)} />
      <WorldQa busy={busy} act={act} />
      {state.individuals.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Who signs in here (any other email: the scenario’s own individual, any password, any six digits)
          </Text>
          {state.individuals.map((i) => (
            <Text key={i.email} size="xs" data-testid={`signs-in-${i.email}`}>
              {i.email} · {i.name} · {i.organization} · password {i.password ? <code>{i.password}</code> : 'any'}
              {i.code && (
                <>
                  {' '}
                  · code <code data-testid={`code-${i.email}`}>{i.code}</code>
                </>
              )}
            </Text>
          ))}
        </Stack>
      )}
      <Table striped withTableBorder aria-label="The mock world">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Collection</Table.Th>
            <Table.Th ta="right">Records</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Object.entries(state.census).map(([name, count]) => (
            <Table.Tr key={name}>
              <Table.Td>{name}</Table.Td>
              <Table.Td ta="right">{count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        What you create, edit and delete is kept in this world (across a restart of npm start) until a reset.
      </Text>
      <WorldCoverage />
    </Stack>
  );
}

function ScenarioPicker({
  state,
  busy,
  onChoose,
}: {
  state: WorldState;
  busy: boolean;
  onChoose: (name: string) => void;
}) {
  const [name, setName] = useState(state.scenario);
  const summary = state.scenarios.find((s) => s.name === name)?.summary;
  return (
    <Stack gap={4}>
      <Group gap="xs" align="end" wrap="nowrap">
        <NativeSelect
          label="Scenario"
          size="xs"
          style={{ flex: 1 }}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data={state.scenarios.map((s) => s.name)}
        />
        <Button size="xs" disabled={busy} onClick={() => onChoose(name)}>
          Start from it
        </Button>
      </Group>
      {summary && (
        <Text size="xs" c="dimmed">
          {summary}
        </Text>
      )}
    </Stack>
  );
}

/** Join a shared world by its name (made from the default scenario when new), or switch to one this server holds. */
function Switcher({ current, onChanged }: { current: string; onChanged: () => void }) {
  const [name, setName] = useState('');
  const [worlds, setWorlds] = useState<string[]>([]);
  useEffect(() => {
    listWorlds().then(
      (l) => setWorlds(l.worlds.map((w) => w.key).filter((k) => k !== current)),
      () => setWorlds([]),
    );
  }, [current]);
  const go = (key: string) => {
    enterWorld(key);
    onChanged();
  };
  const valid = /^[\w.-]{1,80}$/.test(name) && !name.startsWith('.');
  return (
    <Stack gap={4}>
      <Group gap="xs" align="end" wrap="nowrap">
        <TextInput
          label="Join a shared world"
          size="xs"
          style={{ flex: 1 }}
          placeholder="team-demo"
          value={name}
          error={name && !valid ? 'Letters, digits, - _ or .' : undefined}
          onChange={(e) => setName(e.currentTarget.value.trim())}
        />
        <Button size="xs" variant="default" disabled={!valid} onClick={() => go(name)}>
          Join
        </Button>
      </Group>
      {worlds.length > 0 && (
        <NativeSelect
          label="Switch to another world on this server"
          size="xs"
          value=""
          onChange={(e) => e.currentTarget.value && go(e.currentTarget.value)}
          data={[{ value: '', label: `one of ${worlds.length}…` }, ...worlds.map((k) => ({ value: k, label: k }))]}
        />
      )}
    </Stack>
  );
}

/**
 * A link that opens this page in a new world equal to this one, with what is armed, carried in the link's fragment
 * (mocks/world/repro-fragment.ts). A world with more changes than a link should hold (LINK_LIMIT: chat tools cut
 * or refuse longer messages, docs/adr/0019-repro-links-in-the-fragment.md) gets the snapshot file instead.
 */
function Repro({ busy }: { busy: boolean }) {
  const [link, setLink] = useState<ReproLink | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [making, setMaking] = useState(false);
  const make = () => {
    setFailed(null);
    setMaking(true);
    reproLink(location.href, getArmed().map(formatReplayParam)).then(
      async (made) => {
        setMaking(false);
        setLink(made);
        if (made.fits) await navigator.clipboard?.writeText(made.href).catch(() => undefined);
      },
      (e: unknown) => {
        setMaking(false);
        setFailed(e instanceof Error ? e.message : String(e));
      },
    );
  };
  const download = () => {
    setFailed(null);
    downloadSnapshot().catch((e: unknown) => setFailed(e instanceof Error ? e.message : String(e)));
  };
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button size="compact-sm" disabled={busy} loading={making} onClick={make}>
          Copy repro link
        </Button>
        {link?.fits && (
          <CopyButton value={link.href}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="subtle" onClick={copy}>
                {copied ? 'Copied' : 'Copy again'}
              </Button>
            )}
          </CopyButton>
        )}
      </Group>
      {link?.fits && (
        <>
          <TextInput
            size="xs"
            readOnly
            label="Repro link (a new world equal to this one as it is now, with what is armed; no server needed)"
            value={link.href}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Text size="xs" c="dimmed" data-testid="repro-link-size">
            {count(link.length)} characters, {count(link.records)} changed record{link.records === 1 ? '' : 's'}: short
            enough for a chat message or an issue (up to {count(LINK_LIMIT)}).
            {link.standIns > 0 &&
              ` ${count(link.standIns)} uploaded file${link.standIns === 1 ? ' goes' : 's go'} as a stand-in (a blank image, a one-page PDF): Download snapshot keeps the bytes.`}
          </Text>
        </>
      )}
      {link && !link.fits && (
        <Alert color="yellow" p="xs" title="Too many changes for a link" data-testid="repro-link-too-large">
          <Stack gap={6}>
            <Text size="xs">
              The changes in this world ({count(link.records)} record{link.records === 1 ? '' : 's'}) would make a link
              of {count(link.length)} characters, and chat tools cut or refuse a message longer than {count(LINK_LIMIT)}
              . Download the snapshot file instead and attach it to the message or the issue: Load snapshot opens it on
              any copy of the portal.
            </Text>
            <Group>
              <Button size="compact-sm" variant="default" onClick={download}>
                Download snapshot instead
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {failed && (
        <Text size="xs" c="red">
          {failed}
        </Text>
      )}
    </Stack>
  );
}

function Latency({
  state,
  onChange,
}: {
  state: WorldState;
  onChange: (change: { latency: number | null } | { operationId: string; ms: number | null }) => void;
}) {
  const [all, setAll] = useState<number | string>(state.latency);
  const [operationId, setOperationId] = useState('');
  const [ms, setMs] = useState<number | string>(2000);
  return (
    <Stack gap={4}>
      <Group gap="xs" align="end" wrap="nowrap">
        <NumberInput
          label="Latency of every answer (ms)"
          size="xs"
          min={0}
          max={120000}
          step={100}
          style={{ flex: 1 }}
          value={all}
          onChange={setAll}
        />
        <Button size="xs" variant="default" onClick={() => onChange({ latency: Number(all) || 0 })}>
          Set
        </Button>
      </Group>
      <Group gap="xs" align="end" wrap="nowrap">
        <TextInput
          label="One operation"
          size="xs"
          placeholder="getBatch"
          style={{ flex: 1 }}
          value={operationId}
          onChange={(e) => setOperationId(e.currentTarget.value.trim())}
        />
        <NumberInput label="ms" size="xs" min={0} max={120000} step={100} w={90} value={ms} onChange={setMs} />
        <Button
          size="xs"
          variant="default"
          disabled={!/^\w+$/.test(operationId)}
          onClick={() => onChange({ operationId, ms: Number(ms) || 0 })}
        >
          Set
        </Button>
      </Group>
      {Object.entries(state.latencyByOperation).map(([id, delay]) => (
        <Group key={id} gap="xs">
          <Text size="xs">
            {id}: {delay} ms
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange({ operationId: id, ms: null })}>
            Remove
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/** This world's faults (mocks/world/faults.ts): a share of calls, a seed, the kinds and operations; what they did. */
function Faults({ state, onChange }: { state: WorldState; onChange: (faults: string | null) => void }) {
  const [text, setText] = useState(state.faults ?? '');
  const tally = Object.entries(state.tally)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  return (
    <Stack gap={4}>
      <Group gap="xs" align="end" wrap="nowrap">
        <TextInput
          label="Faults (share of calls, then :seed= :kinds= :ops=)"
          size="xs"
          placeholder="0.2:seed=7"
          style={{ flex: 1 }}
          value={text}
          onChange={(e) => setText(e.currentTarget.value.trim())}
        />
        <Button size="xs" variant="default" disabled={!text} onClick={() => onChange(text)}>
          Set
        </Button>
        <Button size="xs" variant="subtle" disabled={!state.faults} onClick={() => onChange(null)}>
          Off
        </Button>
      </Group>
      <Text size="xs" c="dimmed" data-testid="world-faults">
        {state.faults
          ? `Faults ${state.faults}: ${state.calls} calls since set${tally ? `, failed: ${tally}` : ', none failed yet'}.`
          : 'No faults: every call is answered.'}
      </Text>
    </Stack>
  );
}

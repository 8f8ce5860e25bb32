import { Anchor, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchOrganizations } from '@/api/generated/portal/hooks/movement/movement';
import type { TransferOrganization } from '@/api/generated/portal/model';
import { AddOrganizationForm } from '@/components/add-organization/add-organization-form';
import { InviteOrganizationForm } from '@/components/add-organization/invite-organization-form';
import { useSession } from '@/session/session-context';

export interface OrganizationPickerProps {
  readonly value: TransferOrganization | null;
  readonly onChange: (organization: TransferOrganization | null) => void;
  readonly error?: string | undefined;
}

type Panel = 'none' | 'add' | 'invite';

/** To organization: found by the organization search, or added inline (the shared form), or invited. */
export function OrganizationPicker({ value, onChange, error }: OrganizationPickerProps) {
  const { individual } = useSession();
  const organizationId = individual?.organization_id ?? '';
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [panel, setPanel] = useState<Panel>('none');
  const [known, setKnown] = useState<Record<string, TransferOrganization>>(value ? { [value.id]: value } : {});
  const found = useSearchOrganizations(
    { offset: 0, limit: 10, name: debounced, organization_id: organizationId },
    { query: { enabled: debounced.length > 0 && debounced !== value?.name } },
  );
  const results = found.data?.data ?? [];
  const options = [...new Map([...(value ? [value] : []), ...results].map((o) => [o.id, o])).values()];

  const choose = (id: string | null) => {
    const all = { ...known, ...Object.fromEntries(results.map((o) => [o.id, o])) };
    setKnown(all);
    const picked = id ? (all[id] ?? null) : null;
    onChange(picked);
    if (picked) setSearch(picked.name);
  };

  return (
    <Stack gap="xs">
      <Select
        label="To organization"
        withAsterisk
        placeholder="Search organizations by name"
        searchable
        clearable
        data={options.map((o) => ({ value: o.id, label: o.name }))}
        value={value?.id ?? null}
        onChange={choose}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={debounced ? (found.isFetching ? 'Searching…' : 'No organization found') : 'Type a name'}
        error={error}
      />
      <Group gap="md">
        <Anchor component="button" type="button" size="sm" onClick={() => setPanel(panel === 'add' ? 'none' : 'add')}>
          Add a new organization
        </Anchor>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setPanel(panel === 'invite' ? 'none' : 'invite')}
        >
          Invite an organization
        </Anchor>
      </Group>
      {panel === 'add' && (
        <Card withBorder padding="sm">
          <Text fw={600} size="sm" mb="xs">
            Add organization
          </Text>
          <AddOrganizationForm
            onCancel={() => setPanel('none')}
            onAdded={(organization) => {
              setKnown((k) => ({ ...k, [organization.id]: organization }));
              onChange(organization);
              setSearch(organization.name);
              setPanel('none');
            }}
          />
        </Card>
      )}
      {panel === 'invite' && (
        <Card withBorder padding="sm">
          <Text fw={600} size="sm" mb="xs">
            Invite organization
          </Text>
          <InviteOrganizationForm
            aria-label="Invite an organization"
            onDone={() => setPanel('none')}
            onCancel={() => setPanel('none')}
          />
        </Card>
      )}
    </Stack>
  );
}

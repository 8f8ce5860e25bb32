import { useListLocations } from '@/api/generated/portal/hooks/location/location';
import { useSession } from '@/session/session-context';

/** The organization's saved locations as choices of the From and To fields. */
export function useLocationOptions() {
  const { individual } = useSession();
  const organizationId = individual?.organization_id ?? '';
  const query = useListLocations({ organization_id: organizationId }, { query: { enabled: Boolean(organizationId) } });
  const locations = query.data?.data ?? [];
  return {
    loading: query.isLoading,
    options: locations.map((l) => ({
      value: l.id,
      label: [l.description, [l.line_1, l.city, l.state].filter(Boolean).join(', ')].filter(Boolean).join(' — '),
    })),
  };
}

import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  useGetRetailerDashboard,
  useSaveCompliancePreferences,
} from '@/api/generated/portal/hooks/compliance/compliance';
import type { ComplianceRow } from '@/api/generated/portal/model';
import { DataTable } from '@/components/data-table/data-table';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { formatDate } from '@/lib/format';
import {
  COMPLIANCE_LOAD_FAILED,
  COMPLIANCE_PAGE_SIZES,
  columnKind,
  EXPIRED_LABEL,
  initialHidden,
  isExpired,
  keepsRow,
  preferencesOf,
  twoLineWidth,
  type CoaFilter,
  type ColumnKind,
} from './compliance-rules';
import classes from './compliance-dashboard.module.css';

/** Section 8: a failed load reads 'Failed to fetch data.' in the table; an ended session still ends it. */
const LOAD_LOCAL_ERRORS = [200, 404, 500];
/** A preference-save failure is only logged (an ended session still ends it). */
const SAVE_LOCAL_ERRORS = [200, 403, 404, 500];

/** A date, and 'Expired' beside it (in words, not a colour alone) when it is an expiration date in the past. */
function dateCell(label: string, value: unknown, now: Date) {
  if (typeof value !== 'string' || !value) return '–';
  if (!isExpired(label, value, now)) return <span className={classes.date}>{formatDate(value)}</span>;
  return (
    <Group gap={6} wrap="nowrap">
      <span className={classes.date}>{formatDate(value)}</span>
      <Badge color="red.9" variant="outline" size="sm">
        {EXPIRED_LABEL}
      </Badge>
    </Group>
  );
}

/** A heading on at most two lines: as wide as the longer of its two (evenly split) lines. */
function heading(label: string) {
  return (
    <span className={classes.heading} data-heading style={{ minWidth: `${twoLineWidth(label)}ch` }}>
      {label}
    </span>
  );
}

function cell(kind: ColumnKind, value: unknown) {
  if (kind === 'check')
    return value === true ? (
      <IconCheck size={18} color="var(--mantine-color-teal-8)" aria-label="Yes" role="img" />
    ) : (
      <IconX size={18} color="var(--mantine-color-red-8)" aria-label="No" role="img" />
    );
  if (kind === 'link')
    return typeof value === 'string' && value ? (
      <Anchor href={value} target="_blank" rel="noopener noreferrer" size="sm">
        View
      </Anchor>
    ) : (
      '–'
    );
  return typeof value === 'string' && value ? value : '–';
}

/** What a column sorts and searches by: the text, the ISO date, or 1/0 for a check. */
function sortValue(kind: ColumnKind, value: unknown): string | number {
  if (kind === 'check') return value === true ? 1 : 0;
  return typeof value === 'string' ? value : '';
}

/** The compliance subscription's dashboard: the retailer table with its filters and saved column choice. */
export default function ComplianceDashboard() {
  const dashboard = useGetRetailerDashboard({}, { query: { meta: { localErrors: LOAD_LOCAL_ERRORS } } });
  const save = useSaveCompliancePreferences({ mutation: { meta: { localErrors: SAVE_LOCAL_ERRORS } } });
  const flight = useSingleFlight();
  const wanted = useRef<Readonly<Record<string, boolean>> | null>(null);
  const [expired, setExpired] = useState(false);
  const [coa, setCoa] = useState<CoaFilter>('all');
  const answer = dashboard.data;
  const rows = useMemo(() => answer?.data ?? [], [answer]);
  const allColumns = useMemo(() => answer?.allColumns ?? [], [answer]);

  const now = useMemo(() => new Date(), []);
  const columns = useMemo<ColumnDef<ComplianceRow, never>[]>(
    () =>
      allColumns.map((label) => {
        const kind = columnKind(label, rows);
        return {
          id: label,
          header: () => heading(label),
          meta: { label },
          accessorFn: (row: ComplianceRow) => sortValue(kind, row[label]),
          cell: (context) =>
            kind === 'date'
              ? dateCell(label, context.row.original[label], now)
              : cell(kind, context.row.original[label]),
          enableGlobalFilter: kind === 'text',
        } as ColumnDef<ComplianceRow, never>;
      }),
    [allColumns, rows, now],
  );
  const rowFilter = useCallback((row: ComplianceRow) => keepsRow(row, { expired, coa }, now), [expired, coa, now]);

  /**
   * One save at a time (useSingleFlight). A column shown or hidden while a save is under way is not lost: the
   * latest choice is kept and sent once that save is answered, so the saved preferences are the ones on screen.
   */
  const onVisibility = (visibility: Readonly<Record<string, boolean>>) => {
    wanted.current = visibility;
    void flight.run(async () => {
      for (let next = wanted.current; next; next = wanted.current) {
        wanted.current = null;
        await save.mutateAsync({ data: { preferences: preferencesOf(allColumns, next) } }).catch((error: unknown) => {
          // Section 8: a preference-save failure is only logged.
          console.warn('The compliance column preferences were not saved.', error);
        });
      }
    });
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          Back
        </Group>
      </Anchor>
      <Card withBorder radius="md" padding="lg">
        <Title order={3} size="h4" mb="md">
          Retailer compliance
        </Title>
        {dashboard.isPending ? (
          <Skeleton h={240} />
        ) : dashboard.isError ? (
          <Stack align="center" gap="sm" py="lg">
            <Text c="red.8" role="alert">
              {COMPLIANCE_LOAD_FAILED}
            </Text>
            <Button variant="default" size="xs" onClick={() => void dashboard.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : (
          <DataTable
            key={allColumns.join('|')}
            label="Retailer compliance"
            data={rows}
            columns={columns}
            getRowId={(row) => `${row.Brand}|${String(row['Contract Manufacturer'] ?? '')}`}
            emptyText="No data found."
            searchable
            pageSizes={COMPLIANCE_PAGE_SIZES}
            initialPageSize={5}
            minWidth={1200}
            initialHidden={initialHidden(allColumns, answer?.columns ?? allColumns)}
            onColumnVisibilityChange={onVisibility}
            rowFilter={rowFilter}
            toolbar={
              <>
                <Checkbox
                  label="Expired Credentials"
                  checked={expired}
                  onChange={(e) => setExpired(e.currentTarget.checked)}
                  mb={8}
                />
                <Group gap={6} align="center">
                  <Text size="sm" id="coa-filter-label">
                    Authentic COA
                  </Text>
                  <SegmentedControl
                    aria-labelledby="coa-filter-label"
                    size="xs"
                    value={coa}
                    onChange={(value) => setCoa(value as CoaFilter)}
                    data={[
                      { value: 'all', label: 'All' },
                      { value: 'yes', label: 'Yes' },
                      { value: 'no', label: 'No' },
                    ]}
                  />
                </Group>
              </>
            }
          />
        )}
      </Card>
    </Stack>
  );
}

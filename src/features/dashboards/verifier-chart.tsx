import { BarChart } from '@mantine/charts';
import type { VerifierChartPoint } from '@/api/generated/portal/model';
import { chartStepSize } from './date-range';

/**
 * The verification chart: its own chunk with the charting library (recharts), loaded by the verifier dashboard
 * once it shows, so that the dashboard's frame, counts and table paint without waiting for it.
 */
export default function VerifierChart({ points }: { points: VerifierChartPoint[] }) {
  const step = chartStepSize(points);
  return (
    <BarChart
      h={280}
      data={points}
      dataKey="label"
      withLegend
      series={[
        { name: 'total_doc', label: 'Total', color: 'blue.6' },
        { name: 'no_of_verify_doc', label: 'Verified', color: 'teal.7' },
        { name: 'no_of_unverify_doc', label: 'Unverified', color: 'red.7' },
      ]}
      yAxisProps={{ allowDecimals: step !== 1, domain: step === 500 ? [0, 500] : [0, 'auto'] }}
    />
  );
}

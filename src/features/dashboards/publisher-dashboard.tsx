import { SimpleGrid, Stack } from '@mantine/core';
import { DocumentsAdded } from './documents-added';
import { FreeTrialDocuments } from './free-trial-documents';
import { JwtToken } from './jwt-token';
import { MonthlyLimit } from './monthly-limit';

/** The publisher dashboard: documents added, the monthly limit, the JWT generator and the free-trial documents. */
export default function PublisherDashboard() {
  return (
    <Stack gap="lg">
      <DocumentsAdded />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <MonthlyLimit />
        <JwtToken />
      </SimpleGrid>
      <FreeTrialDocuments />
    </Stack>
  );
}

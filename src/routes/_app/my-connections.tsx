import { createFileRoute } from '@tanstack/react-router';
import { ConnectionsScreen } from '@/features/tools/connections-screen';

/** The producer's consumer connections, for tracer; fastpass (and any other subscription) goes to /. */
export const Route = createFileRoute('/_app/my-connections')({
  component: ConnectionsScreen,
});

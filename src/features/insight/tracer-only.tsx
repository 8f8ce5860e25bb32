import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '@/session/session-context';
import { isInsightSubscription } from './insight-access';

/** Leaves for / when the subscription is switched away from tracer while a survey screen is open. */
export function TracerOnly({ children }: { children: ReactNode }) {
  const { selectedSubscription } = useSession();
  if (!isInsightSubscription(selectedSubscription)) return <Navigate to="/" />;
  return children;
}

import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { requireSignedIn } from '@/session/guards';
import { safeRedirect } from '@/session/rules';
import { PublicLayout } from '@/components/layout/public-layout';

export const Route = createFileRoute('/verify-otp')({
  validateSearch: z.object({ redirect: z.string().optional().transform(safeRedirect).catch(undefined) }),
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location),
  component: () => <PublicLayout>OTP</PublicLayout>,
});

import { createFileRoute } from '@tanstack/react-router';
import { UpdatePasswordScreen } from '@/features/auth/update-password-screen';
import { requireSignedIn } from '@/session/guards';

/** The forced change at first login: signed in is enough (the OTP step comes after it). */
export const Route = createFileRoute('/_public/update-password')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location),
  component: UpdatePasswordScreen,
});

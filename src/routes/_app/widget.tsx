import { createFileRoute, redirect } from '@tanstack/react-router';
import { WidgetScreen } from '@/features/tools/widget-screen';

/** The embed snippet generator; fastpass goes to /. */
export const Route = createFileRoute('/_app/widget')({
  beforeLoad: ({ context }) => {
    if (context.session.getState().selectedSubscription === 'fastpass') throw redirect({ to: '/' });
  },
  component: WidgetScreen,
});

import { createFileRoute } from '@tanstack/react-router';
import { WidgetScreen } from '@/features/tools/widget-screen';

/** The embed snippet generator; fastpass goes to /. */
export const Route = createFileRoute('/_app/widget')({
  component: WidgetScreen,
});

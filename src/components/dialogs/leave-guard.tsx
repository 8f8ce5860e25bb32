import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from './confirm-dialog';

export const LEAVE_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Leaving a dirty form asks first (in-app navigation with a dialog, a reload or close with the browser's).
 * Shared by the product form and the batch editor.
 */
export function LeaveGuard({ dirty, message = LEAVE_MESSAGE }: { dirty: () => boolean; message?: string }) {
  const blocker = useBlocker({
    // An ended session goes to /login at once: nothing to ask then. A change of the search only (a tab
    // kept in `?tab=`) stays on the page and is never asked about.
    shouldBlockFn: ({ current, next }) => dirty() && next.pathname !== '/login' && next.pathname !== current.pathname,
    enableBeforeUnload: dirty,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      opened={blocker.status === 'blocked'}
      title="Unsaved changes"
      message={message}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { PRODUCT_MESSAGES } from './product-form-rules';

/** Leaving a dirty form asks first (in-app navigation with a dialog, a reload or close with the browser's). */
export function LeaveGuard({ dirty }: { dirty: () => boolean }) {
  const blocker = useBlocker({
    // An ended session goes to /login at once: nothing to ask then.
    shouldBlockFn: ({ next }) => dirty() && next.pathname !== '/login',
    enableBeforeUnload: dirty,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      opened={blocker.status === 'blocked'}
      title="Unsaved changes"
      message={PRODUCT_MESSAGES.leave}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

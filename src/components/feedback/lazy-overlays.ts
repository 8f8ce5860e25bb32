import { onFirstUse } from './on-first-use';
import { useToastsWanted } from './notify';
import { useThresholdOpen } from './threshold-store';

/** The toasts' host, loaded with the first toast. */
export const Toasts = onFirstUse(() => import('./toast-host').then((m) => ({ default: m.ToastHost })), useToastsWanted);

/** The threshold popup (Modal, focus trap, scroll lock), loaded the first time a 403 opens it. */
export const ThresholdPopup = onFirstUse(
  () => import('./threshold-modal').then((m) => ({ default: m.ThresholdModal })),
  useThresholdOpen,
);

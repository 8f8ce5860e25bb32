import { Drawer } from '@mantine/core';
import { ConsumerProfile } from '@/components/consumer-profile/consumer-profile';

export interface ConsumerDrawerProps {
  /** The consumer whose profile shows; null keeps the drawer closed. */
  readonly userId: string | null;
  readonly onClose: () => void;
}

/** The consumer side panel opened from a submission or a feedback: the shared consumer profile. */
export function ConsumerDrawer({ userId, onClose }: ConsumerDrawerProps) {
  return (
    <Drawer
      opened={userId !== null}
      onClose={onClose}
      position="right"
      title="Consumer Detail"
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {userId ? <ConsumerProfile userId={userId} /> : null}
    </Drawer>
  );
}

import { Modal } from '@mantine/core';
import { ConsumerProfile } from '@/components/consumer-profile/consumer-profile';

/** A connection's profile (the shared consumer profile from user/detail), opened by View. */
export function ConnectionDetailDialog({
  opened,
  userId,
  name,
  onClose,
}: {
  opened: boolean;
  userId: string | null;
  name: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened && userId !== null} onClose={onClose} title={name || 'Connection'} size="lg">
      {userId ? <ConsumerProfile userId={userId} /> : null}
    </Modal>
  );
}

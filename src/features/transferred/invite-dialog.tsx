import { Modal } from '@mantine/core';
import { InviteOrganizationForm } from '@/components/add-organization/invite-organization-form';

/** Invite organization, from the transferred batches: the shared invitation form in a dialog. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Invite organization" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <InviteOrganizationForm onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}

import { Anchor, Button, Group, Modal, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { MESSAGES } from '@/api/error-policy';
import { closeThreshold, useThresholdMessage } from './threshold-store';

export function ThresholdModal() {
  const message = useThresholdMessage();
  return (
    <Modal opened={message !== null} onClose={closeThreshold} title={MESSAGES.thresholdTitle} centered>
      <Text mb="md">{message}</Text>
      <Group justify="space-between">
        <Anchor component={Link} to="/subscription" onClick={closeThreshold}>
          Manage your subscription
        </Anchor>
        <Button variant="default" onClick={closeThreshold}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}

import { Anchor, Popover, Text } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { SUPPORT_URL } from '@/components/layout/menu-rules';

/** 'Need help?', shown in both modes of the two-factor step; Escape closes it wherever the focus is. */
export function OtpHelp() {
  const [opened, { toggle, close }] = useDisclosure(false);
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') close();
  });
  return (
    <Popover width={300} position="bottom" withArrow shadow="md" opened={opened} onDismiss={close}>
      <Popover.Target>
        <Anchor component="button" type="button" size="sm" onClick={toggle}>
          Need help?
        </Anchor>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">
          Open an authenticator app (for example Google Authenticator or Microsoft Authenticator) and enter the
          six-digit code it shows for the Producer Portal. Lost the entry? Use &lsquo;Forgot QR? Regenerate&rsquo; to
          scan a new QR code.
        </Text>
        {SUPPORT_URL && (
          <Anchor href={SUPPORT_URL} target="_blank" rel="noreferrer" size="sm" mt="xs" display="block">
            Contact support
          </Anchor>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

import { Button, SimpleGrid } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows } from '@tabler/icons-react';
import type { SsoProvider } from './sso-provider';

interface SsoButtonsProps {
  readonly pending: SsoProvider | null;
  readonly disabled: boolean;
  readonly onChoose: (provider: SsoProvider) => void;
}

/** 'Login with' a Google-type or a Microsoft-type account. */
export function SsoButtons({ pending, disabled, onChoose }: SsoButtonsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Button
        variant="default"
        leftSection={<IconBrandGoogle size={18} />}
        loading={pending === 'google'}
        disabled={disabled}
        onClick={() => onChoose('google')}
      >
        Google
      </Button>
      <Button
        variant="default"
        leftSection={<IconBrandWindows size={18} />}
        loading={pending === 'microsoft'}
        disabled={disabled}
        onClick={() => onChoose('microsoft')}
      >
        Microsoft
      </Button>
    </SimpleGrid>
  );
}

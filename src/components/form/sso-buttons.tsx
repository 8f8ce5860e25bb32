import { Button, SimpleGrid } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows } from '@tabler/icons-react';
import { useFormPending } from './action-form';
import type { SsoProvider } from '@/lib/sso-provider';

interface SsoButtonsProps {
  readonly pending: SsoProvider | null;
  readonly disabled: boolean;
  readonly onChoose: (provider: SsoProvider) => unknown;
}

/** 'Login with' a Google-type or a Microsoft-type account (disabled too while the form around them is sent). */
export function SsoButtons({ pending, disabled: busy, onChoose }: SsoButtonsProps) {
  const formPending = useFormPending();
  const disabled = busy || formPending;
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

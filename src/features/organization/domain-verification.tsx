import { Alert, Badge, Checkbox, Code, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconWorldWww } from '@tabler/icons-react';
import { useState } from 'react';
import { useVerifyDomain } from '@/api/generated/portal/hooks/organization/organization';
import type { Organization } from '@/api/generated/portal/model';
import { notifySuccess } from '@/components/feedback/notify';
import { CopyTextButton } from '@/components/files/copy-text-button';
import { ActionButton } from '@/components/form/action-button';
import { needsDomainVerification, ORGANIZATION_MESSAGES } from './organization-rules';
import { useRefreshOrganization } from './use-refresh-organization';

/** The 'Verified' mark next to a verified domain. */
export function VerifiedMark({ organization }: { organization: Organization }) {
  if (!organization.domain_name || !organization.is_valid_domain_name) return null;
  return (
    <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
      {ORGANIZATION_MESSAGES.verified}
    </Badge>
  );
}

/**
 * Domain verification (section 4): once the domain is saved and not verified, the DNS TXT record to
 * add, with a copy button, and a confirmation box that enables Verify. The server's message is the
 * toast, success or error; the organization is then asked again (its standing gates the menus).
 */
export function DomainVerification({ organization }: { organization: Organization }) {
  const refreshOrganization = useRefreshOrganization();
  const [confirmed, setConfirmed] = useState(false);
  const verify = useVerifyDomain();
  if (!needsDomainVerification(organization)) return null;
  const record = organization.text_record ?? '';

  // One request per action: ActionButton ignores a second press while the check runs.
  const run = () =>
    verify
      .mutateAsync(undefined)
      .then(
        (answer) => {
          notifySuccess(answer.message ?? 'Successful');
          setConfirmed(false);
        },
        () => undefined, // the error policy says why
      )
      // Every cached organization record (the page's and the shell's standing): asked again at once.
      .finally(() => refreshOrganization());

  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconWorldWww size={18} aria-hidden />}
      title="Verify your domain"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">Add this DNS TXT record to {organization.domain_name}, then confirm and press Verify.</Text>
        <Group gap="xs" align="center">
          <Code style={{ overflowWrap: 'anywhere' }} aria-label="DNS TXT record">
            {record}
          </Code>
          <CopyTextButton value={record} variant="default" />
        </Group>
        <Checkbox
          label={ORGANIZATION_MESSAGES.confirmRecord}
          checked={confirmed}
          onChange={(e) => setConfirmed(e.currentTarget.checked)}
        />
        <Group>
          <ActionButton onClick={run} disabled={!confirmed}>
            Verify
          </ActionButton>
        </Group>
      </Stack>
    </Alert>
  );
}

import { Alert, Card, Code, Group, Loader, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useGetOrganization } from '@/api/generated/portal/hooks/organization/organization';
import { LoadFailure } from '@/components/feedback/load-failure';
import { useSession } from '@/session/session-context';
import { CommandBlock } from './command-block';
import { WidgetPreview } from './widget-preview';
import {
  DEFAULT_WIDGET_TITLE,
  INLINE_ELEMENT_SNIPPET,
  INLINE_WIDGET_CLASS,
  WIDGET_TYPES,
  WIDGET_NOT_SET_UP,
  widgetHost,
  widgetSnippet,
  type WidgetType,
} from './widget-snippet';
import { PageHeader } from '@/components/layout/page-layout';

/**
 * /widget: the embed snippet generator. Title and Widget Type make the snippet (the organization id, the
 * stylesheet and the script, from the host that follows this portal's origin); Copy reads 'Copied' for 5 s.
 * Loading until the organization is known.
 */
export function WidgetScreen() {
  const { individual } = useSession();
  const organizationId = individual?.organization_id ?? '';
  const organization = useGetOrganization(
    { organization_id: organizationId },
    { query: { enabled: organizationId !== '' } },
  );
  const [title, setTitle] = useState(DEFAULT_WIDGET_TITLE);
  const [type, setType] = useState<WidgetType>('default');
  const org = organization.data?.data;

  if (organization.isError) return <LoadFailure error={organization.error} onRetry={() => organization.refetch()} />;
  if (!org)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading the organization" />
      </Group>
    );

  const host = widgetHost(window.location.origin);
  const snippet = host ? widgetSnippet({ organizationId: org.id, title, type }, host) : null;
  return (
    <Stack gap="lg">
      <PageHeader title="Widget" description="Show your products' blockchain proof on your own website." />
      <Card withBorder padding="lg">
        <Stack gap="md">
          <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={100} />
          <Radio.Group label="Widget Type" value={type} onChange={(v) => setType(v as WidgetType)}>
            <Group mt="xs" gap="lg">
              {WIDGET_TYPES.map((t) => (
                <Radio key={t.value} value={t.value} label={t.label} />
              ))}
            </Group>
          </Radio.Group>
        </Stack>
      </Card>
      <Card withBorder padding="lg" component="section" aria-labelledby="widget-step-1">
        <Stack gap="sm">
          <Title order={2} size="h4" id="widget-step-1">
            Step 1
          </Title>
          <Text>
            Add this script into the body of your page, just before the closing <Code>&lt;/body&gt;</Code> tag.
          </Text>
          {snippet ? (
            <CommandBlock command={snippet} name="Widget snippet" copiedLabel="Copied" />
          ) : (
            <Alert color="gray">{WIDGET_NOT_SET_UP}</Alert>
          )}
        </Stack>
      </Card>
      {type === 'inline' ? (
        <Card withBorder padding="lg" component="section" aria-labelledby="widget-step-2">
          <Stack gap="sm">
            <Title order={2} size="h4" id="widget-step-2">
              Step 2
            </Title>
            <Text>
              Add the class <Code>{INLINE_WIDGET_CLASS}</Code> to your own element where the proof should show.
            </Text>
            <CommandBlock command={INLINE_ELEMENT_SNIPPET} name="Inline element" copiedLabel="Copied" />
          </Stack>
        </Card>
      ) : null}
      <Card withBorder padding="lg" component="section" aria-labelledby="widget-preview">
        <Stack gap="sm">
          <Title order={2} size="h4" id="widget-preview">
            Preview
          </Title>
          <WidgetPreview title={title} type={type} organizationName={org.name} />
        </Stack>
      </Card>
    </Stack>
  );
}

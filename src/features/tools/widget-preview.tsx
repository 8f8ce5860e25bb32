import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { widgetTitle, type WidgetType } from './widget-snippet';

function ProofBox({ title, organizationName }: { title: string; organizationName: string }) {
  return (
    <Paper withBorder shadow="sm" radius="md" p="sm" maw={260} bg="white">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconShieldCheck size={28} color="var(--mantine-color-teal-8)" aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={0} miw={0}>
          <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {widgetTitle(title)}
          </Text>
          <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {organizationName} · verified on the blockchain
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

const Line = ({ w }: { w: string }) => <Box h={8} w={w} bg="gray.2" style={{ borderRadius: 4 }} />;

/**
 * How the snippet's box will look on the site: the default widget floats at the page's bottom right corner,
 * the inline widget sits where the site puts the element of Step 2.
 */
export function WidgetPreview({
  title,
  type,
  organizationName,
}: {
  title: string;
  type: WidgetType;
  organizationName: string;
}) {
  return (
    <Box
      role="img"
      aria-label={`Preview of the ${type === 'inline' ? 'inline' : 'default'} widget titled ${widgetTitle(title)}`}
      pos="relative"
      bg="gray.0"
      p="md"
      mih={type === 'inline' ? undefined : 190}
      style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8 }}
    >
      <Stack gap={8} aria-hidden>
        <Line w="40%" />
        <Line w="90%" />
        <Line w="75%" />
        {type === 'inline' ? (
          <Box py={6}>
            <ProofBox title={title} organizationName={organizationName} />
          </Box>
        ) : null}
        <Line w="85%" />
        <Line w="60%" />
      </Stack>
      {type === 'default' ? (
        <Box pos="absolute" right={12} bottom={12} aria-hidden maw="calc(100% - 24px)">
          <ProofBox title={title} organizationName={organizationName} />
        </Box>
      ) : null}
    </Box>
  );
}

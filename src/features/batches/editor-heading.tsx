import { Badge, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getGetProductQueryOptions } from '@/api/generated/portal/hooks/product/product';
import type { Batch } from '@/api/generated/portal/model';
import { batchHeading } from './batch-rules';

export interface EditorHeadingProps {
  readonly batch: Batch | undefined;
  readonly integrantTypeId: string;
  readonly isDraft: boolean;
}

/** The product line's place while its name is on its way: as tall as the line, so the heading does not move. */
const PENDING_LINE = {
  display: 'inline-block',
  width: 'min(260px, 100%)',
  height: '1em',
  borderRadius: 'var(--mantine-radius-sm)',
  background: 'var(--mantine-color-gray-2)',
} as const;

/**
 * The editor's heading: the product, then the batch ('Batch VL-OMG-2026-0412', or 'New batch' with its
 * Draft badge). The product's name comes from its read (GET integrant-type/{id}); until it comes a placeholder holds
 * its line, and when it cannot be read the heading names the batch alone (or with the batch's own title): the failure
 * is not the heading's to tell, so the policy stays silent.
 */
export function EditorHeading({ batch, integrantTypeId, isDraft }: EditorHeadingProps) {
  const product = useQuery({
    ...getGetProductQueryOptions(integrantTypeId),
    enabled: !!integrantTypeId,
    select: (answer) => answer.data?.title,
    meta: { localErrors: 'all' },
    retryOnMount: false,
  });
  const { productName, batchName } = batchHeading({
    isDraft,
    batch,
    productTitle: product.data,
    productFailed: product.isError || !integrantTypeId,
  });
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {productName ?? (product.isPending && <span aria-hidden style={PENDING_LINE} />)}{' '}
        <Text component="span" display="block" fz="md" fw={600} c="dimmed">
          {batchName}
        </Text>
      </Title>
      {isDraft && <Badge variant="light">Draft</Badge>}
    </Group>
  );
}

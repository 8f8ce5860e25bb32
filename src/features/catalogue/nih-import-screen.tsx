import { Button, Card, Group, Pagination, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getImportProductFromNihQueryOptions } from '@/api/generated/portal/hooks/product/product';
import type { ProductDraft } from '@/api/generated/portal/model';
import {
  getBrowseProductsQueryOptions,
  getGetLabelQueryOptions,
} from '@/api/generated/third-party/label-database/hooks/labels/labels';
import { notifyError } from '@/components/feedback/notify';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { SectionLoader } from '@/components/layout/page-loader';
import { useSession } from '@/session/session-context';
import type { CatalogueSubscription } from './catalogue-rules';
import { NihHitCard } from './nih-hit-card';
import { browseParams, labelFailure, NIH_DEBOUNCE_MS, NIH_MESSAGES, NIH_PAGE_SIZE, type NihMethod } from './nih-rules';
import { ProductForm } from './product-form';
import { PageHeader } from '@/components/layout/page-layout';

export interface NihImportScreenProps {
  readonly subscription: CatalogueSubscription;
  readonly onLeave: (productId?: string) => void;
}

/**
 * /import-product-from-nih: search the public supplement label database (debounced 1000 ms, 10 a page);
 * choosing a hit reads the label, then the product draft, into the catalogue's product form with its
 * Ingredients tab; the save sends the product with its ingredients.
 */
export function NihImportScreen({ subscription, onLeave }: NihImportScreenProps) {
  const { individual } = useSession();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<NihMethod>('by_letter');
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [debounced] = useDebouncedValue(text.trim(), NIH_DEBOUNCE_MS);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [draft, setDraft] = useState<ProductDraft | null>(null);
  const params = browseParams(method, debounced, page);
  const search = useQuery({
    ...getBrowseProductsQueryOptions(params),
    enabled: params.q !== '',
    placeholderData: keepPreviousData,
  });
  const hits = search.data?.hits ?? [];
  const total = search.data?.stats?.count ?? hits.length;
  const pages = Math.ceil(total / NIH_PAGE_SIZE);

  // One choice at a time (useSingleFlight): a second click on a hit while the first is read is ignored.
  const flight = useSingleFlight();
  const choose = (id: string) =>
    flight.run(async () => {
      setChoosing(id);
      try {
        const label = await queryClient.fetchQuery(getGetLabelQueryOptions(Number(id)));
        const failure = labelFailure(label);
        if (failure) {
          notifyError(failure);
          return;
        }
        const answer = await queryClient.fetchQuery(
          getImportProductFromNihQueryOptions({
            label_id: id,
            organization_id: individual?.organization_id ?? '',
            subscription,
          }),
        );
        setDraft(answer.data);
      } catch {
        // the error policy says why
      } finally {
        setChoosing(null);
      }
    });

  if (draft) {
    return (
      <Stack gap="md">
        <PageHeader
          title={NIH_MESSAGES.title}
          action={
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => setDraft(null)}
            >
              Back to the search
            </Button>
          }
        />
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <ProductForm
            key={draft.label_id ?? draft.title}
            subscription={subscription}
            draft={draft}
            onLeave={onLeave}
          />
        </Card>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title={NIH_MESSAGES.title} />
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Search method"
            value={method}
            onChange={(value) => {
              setMethod(value as NihMethod);
              setPage(0);
            }}
            data={[
              { value: 'by_letter', label: 'By letter' },
              { value: 'by_keyword', label: 'By keyword' },
            ]}
          />
          <TextInput
            label="Search labels"
            placeholder={method === 'by_letter' ? 'A letter or the start of a name' : 'Keywords'}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setPage(0);
            }}
          />
        </Stack>
      </Card>
      {params.q === '' ? null : search.isPending ? (
        <SectionLoader label="Searching labels" py="lg" />
      ) : hits.length === 0 ? (
        <Text c="gray.7" ta="center" py="lg" role="status">
          {NIH_MESSAGES.none}
        </Text>
      ) : (
        <Stack gap="sm" aria-busy={search.isFetching || choosing !== null || undefined}>
          <Text size="sm" role="status">
            {total === 1 ? '1 label found.' : `${total} labels found.`}
          </Text>
          {hits.map((hit) => (
            <NihHitCard key={hit._id} hit={hit} busy={choosing !== null} onChoose={() => void choose(hit._id)} />
          ))}
          {pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={page + 1} onChange={(p) => setPage(p - 1)} aria-label="Label pages" />
            </Group>
          )}
        </Stack>
      )}
      {choosing && <SectionLoader label="Reading the label" py={0} />}
    </Stack>
  );
}

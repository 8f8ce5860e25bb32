import { Modal, Select, SimpleGrid } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchBatches } from '@/api/generated/portal/hooks/batch/batch';
import { useGetDocumentTypes, useUpdateFreeTrialDocuments } from '@/api/generated/portal/hooks/dashboard/dashboard';
import { useListLocations } from '@/api/generated/portal/hooks/location/location';
import { useGetCurrentOrganization } from '@/api/generated/portal/hooks/organization/organization';
import { useListProducts } from '@/api/generated/portal/hooks/product/product';
import type { Batch, FreeTrialDocument } from '@/api/generated/portal/model';
import { notifySuccess } from '@/components/feedback/notify';
import { DateField } from '@/components/form/date-field';
import { DialogForm } from '@/components/form/dialog-form';
import {
  changeMetadata,
  EMPTY_TEXTS,
  expirationError,
  metadataError,
  metadataFromDocument,
  metadataRequest,
  type MetadataValues,
} from './free-trial-rules';
import { FREE_TRIAL_KEY } from './use-free-trial-documents';

interface Option {
  readonly value: string;
  readonly label: string;
}

/** The options, with the document's own choice when the list does not hold it (so that it still reads). */
function withOwn(options: Option[], id: string | null | undefined, name: string | undefined): Option[] {
  return id && name && !options.some((o) => o.value === id) ? [...options, { value: id, label: name }] : options;
}

/** The metadata edit of one free-trial document: organization first, then what depends on it. */
export function MetadataDialog({ document, onClose }: { document: FreeTrialDocument; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<MetadataValues>(() => metadataFromDocument(document));
  const [submitted, setSubmitted] = useState(false);
  const update = useUpdateFreeTrialDocuments();
  const org = values.organization ?? '';

  const organization = useGetCurrentOrganization();
  const locations = useListLocations({ organization_id: org }, { query: { enabled: org !== '' } });
  const products = useListProducts({ organization_id: org }, { query: { enabled: org !== '' } });
  const batches = useSearchBatches(
    { organization_id: org, integrant_type_id: values.product ?? '', offset: 0, limit: 100 },
    { query: { enabled: org !== '' && values.product !== null } },
  );
  const types = useGetDocumentTypes({});

  const organizationOptions = withOwn(
    organization.data ? [{ value: organization.data.data.id, label: organization.data.data.name }] : [],
    document.meta_data_org_id,
    document.metaDataorganization?.name,
  );
  const locationOptions: Option[] = (locations.data?.data ?? []).map((l) => ({ value: l.id, label: l.description }));
  const productOptions: Option[] = (products.data?.data ?? []).map((p) => ({ value: p.id, label: p.title }));
  const batchRows: readonly Batch[] = batches.data?.data.rows ?? [];
  const batchOptions: Option[] = batchRows.map((b) => ({
    value: b.id,
    label: b.external_id ?? b.title ?? b.id,
  }));
  const typeOptions: Option[] = (types.data?.data ?? []).map((t) => ({ value: t.id, label: t.type }));

  const error = submitted ? metadataError(values) : null;
  const expiryError = submitted ? expirationError(values) : null;
  const set = <K extends keyof MetadataValues>(field: K, value: MetadataValues[K]) =>
    setValues((current) => changeMetadata(current, field, value));

  // The dialog's DialogForm: Submit (or Enter in a field) sends once; a second press while it runs is ignored.
  const save = async () => {
    setSubmitted(true);
    if (metadataError(values) || expirationError(values)) return;
    try {
      const answer = await update.mutateAsync({ data: metadataRequest([document.id], values) });
      notifySuccess(answer.message || 'Document details updated successfully');
      await queryClient.invalidateQueries({ queryKey: FREE_TRIAL_KEY });
      onClose();
    } catch {
      // The error policy says why; the dialog stays.
    }
  };

  const pick = (
    label: string,
    field: keyof MetadataValues,
    options: Option[],
    empty: string,
    loaded: boolean,
    disabled = false,
  ) => (
    <Select
      label={label}
      data={options}
      value={(values[field] as string | null) ?? null}
      onChange={(value) => set(field, value)}
      placeholder={loaded && options.length === 0 ? empty : `Choose ${label.toLowerCase()}`}
      nothingFoundMessage={empty}
      searchable
      clearable
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <Modal opened onClose={onClose} title={`Edit details of ${document.file_name}`} size="lg" centered>
      <DialogForm
        onSubmit={save}
        onCancel={onClose}
        submitLabel="Submit"
        aria-label={`Details of ${document.file_name}`}
      >
        {pick('Organization', 'organization', organizationOptions, EMPTY_TEXTS.organization, organization.isSuccess)}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {pick('Location', 'location', locationOptions, EMPTY_TEXTS.location, locations.isSuccess, org === '')}
          {pick('Product', 'product', productOptions, EMPTY_TEXTS.product, products.isSuccess, org === '')}
          {pick('Batch', 'batch', batchOptions, EMPTY_TEXTS.batch, batches.isSuccess, values.product === null)}
          {pick('Document type', 'documentType', typeOptions, EMPTY_TEXTS.documentType, types.isSuccess)}
          <DateField
            label="Effective date"
            required
            value={values.effective}
            onChange={(value) => set('effective', value)}
            error={error}
          />
          <DateField
            label="Expiration date"
            withAsterisk
            value={values.expiration}
            onChange={(value) => set('expiration', value)}
            error={expiryError}
          />
        </SimpleGrid>
      </DialogForm>
    </Modal>
  );
}

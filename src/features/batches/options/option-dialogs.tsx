import { Loader, Modal, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { useAddBatchIngredient, useCloneBatch, useCreateLink } from '@/api/generated/portal/hooks/batch/batch';
import { useSearchIntegrantTypes } from '@/api/generated/portal/hooks/product/product';
import type { Batch, Product, TreeNode } from '@/api/generated/portal/model';
import { CloneBatchDialog } from '@/components/dialogs/clone-batch-dialog';
import { notifyError, notifySuccess } from '@/components/feedback/notify';
import { DialogForm } from '@/components/form/dialog-form';
import type { BatchTabProps } from '../batch-tab-props';
import { DETAILS_MESSAGES } from '../details/details-messages';
import { blocksSave, useTrackingCheck } from '../details/use-tracking-check';
import { cleanText } from '@/lib/input/text';
import { withoutSpaces } from '@/lib/validators';
import { OPTIONS_MESSAGES, slugOf, STATIC_NUMBER_MESSAGES } from './options-rules';

export type OptionDialog = 'ingredient' | 'connect' | 'clone' | null;

interface DialogProps {
  readonly props: BatchTabProps;
  readonly batch: Batch;
  readonly onClose: () => void;
}

/**
 * 'Add ingredient for this batch': a new ingredient batch (its product, title and static batch number) under
 * this one. The number is checked like the Details tab's, 500 ms after the last keystroke.
 */
export function IngredientDialog({ props, batch, onClose }: DialogProps) {
  const products = useSearchIntegrantTypes({ offset: 0, limit: 100, organization_id: props.organizationId });
  const add = useAddBatchIngredient();
  const form = useForm({
    mode: 'controlled',
    initialValues: { product: null as string | null, title: '', externalId: '' },
    validate: {
      product: (v: string | null) => (v ? null : STATIC_NUMBER_MESSAGES.product),
      externalId: (v: string) => (v ? null : STATIC_NUMBER_MESSAGES.required),
    },
  });
  const externalId = form.getValues().externalId;
  const check = useTrackingCheck(externalId, '', props.organizationId);
  const rows = (products.data?.status === '1' ? (products.data.data.rows ?? []) : []) as readonly Product[];
  const submit = async () => {
    if (form.validate().hasErrors || blocksSave(check)) return;
    const v = form.getValues();
    const product = rows.find((p) => p.id === v.product);
    try {
      const answer = await add.mutateAsync({
        id: batch.id,
        data: {
          integrant_type_id: v.product ?? '',
          title: cleanText(v.title) || product?.title || '',
          external_id: v.externalId,
          external_id_slug: slugOf(v.externalId),
          organization_id: props.organizationId,
          created_by: props.individualId,
          updated_by: props.individualId,
        },
      });
      notifySuccess(answer.message || 'Ingredient added successfully');
      onClose();
      props.onChanged();
    } catch {
      /* the error policy said it (a taken number: 'Static Batch Number Already Exists!') */
    }
  };
  const numberField = form.getInputProps('externalId');
  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      submitLabel="Add ingredient"
      submitDisabled={blocksSave(check)}
      aria-label="Add ingredient"
    >
      <Select
        label="Product"
        withAsterisk
        searchable
        placeholder={products.isLoading ? 'Loading products…' : 'Choose the ingredient’s product'}
        data={rows.map((p) => ({ value: p.id, label: p.title }))}
        {...form.getInputProps('product')}
      />
      <TextInput label="Title" placeholder="The product’s title" {...form.getInputProps('title')} />
      <TextInput
        label="Static batch number"
        withAsterisk
        {...numberField}
        error={numberField.error ?? (check === 'taken' ? DETAILS_MESSAGES.staticTakenInline : undefined)}
        rightSection={check === 'checking' ? <Loader size="xs" role="status" aria-label="Checking" /> : null}
        onChange={(e) => form.setFieldValue('externalId', withoutSpaces(e.currentTarget.value))}
      />
    </DialogForm>
  );
}

/** 'Connect to another ingredient': link two batches of the tree, a child under a parent (`links`). */
export function ConnectDialog({ props, onClose }: DialogProps) {
  const link = useCreateLink();
  const nodes: readonly TreeNode[] = props.tree?.nodes ?? [];
  const options = nodes.map((n) => ({ value: n.id, label: n.external_id ? `${n.title} (${n.external_id})` : n.title }));
  const form = useForm({
    mode: 'controlled',
    initialValues: { child: null as string | null, parent: props.batchId as string | null },
    validate: {
      child: (v: string | null, values) =>
        !v ? 'Ingredient is a required field.' : v === values.parent ? 'Choose two different batches.' : null,
      parent: (v: string | null) => (v ? null : 'Connect to is a required field.'),
    },
  });
  const submit = async () => {
    if (form.validate().hasErrors) return;
    const v = form.getValues();
    try {
      const answer = await link.mutateAsync({
        data: {
          child_integrant_id: v.child ?? '',
          parent_integrant_id: v.parent ?? '',
          created_by: props.individualId,
          updated_by: props.individualId,
        },
      });
      notifySuccess(answer.message || 'Link created successfully');
      onClose();
      props.onChanged();
    } catch {
      /* the error policy said it */
    }
  };
  return (
    <DialogForm onSubmit={submit} onCancel={onClose} submitLabel="Connect" aria-label="Connect to another ingredient">
      <Select label="Ingredient" withAsterisk data={options} {...form.getInputProps('child')} />
      <Select label="Connect to" withAsterisk data={options} {...form.getInputProps('parent')} />
    </DialogForm>
  );
}

/** Clone: a new static batch number; 'Clone of {batch} has been created successfully.' and the clone opens. */
export function CloneDialog({ props, batch, onClose }: DialogProps) {
  const navigate = useNavigate();
  const clone = useCloneBatch();
  const name = batch.external_id ?? batch.title;
  const send = async (externalId: string) => {
    try {
      const answer = await clone.mutateAsync({
        data: {
          integrant_id: batch.id,
          external_id: externalId,
          external_id_slug: slugOf(externalId),
          subscription: props.subscription,
        },
      });
      if ('statusCode' in answer) {
        notifyError(answer.message || 'The clone could not be created.');
        return;
      }
      if (answer.status !== '1') return;
      notifySuccess(OPTIONS_MESSAGES.cloned(name));
      onClose();
      void navigate({ to: '/batches/$batchId', params: { batchId: (answer.data as Batch).id }, search: { tab: 0 } });
    } catch (error) {
      if (!isApiError(error)) notifyError('The clone could not be created.');
    }
  };
  return (
    <CloneBatchDialog
      title="Clone batch"
      intro={`The clone of ${name} gets its traits, attachments and location. Give it a new static batch number.`}
      onClose={onClose}
      onClone={send}
    />
  );
}

const TITLES: Record<'ingredient' | 'connect', string> = {
  ingredient: 'Add ingredient for this batch',
  connect: 'Connect to another ingredient',
};

export function OptionDialogs({ dialog, ...rest }: DialogProps & { readonly dialog: OptionDialog }) {
  if (dialog === 'clone') return <CloneDialog {...rest} />;
  return (
    <Modal opened={dialog !== null} onClose={rest.onClose} title={dialog ? TITLES[dialog] : ''} size="md">
      {dialog === 'ingredient' && <IngredientDialog {...rest} />}
      {dialog === 'connect' && <ConnectDialog {...rest} />}
    </Modal>
  );
}

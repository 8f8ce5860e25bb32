import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FileDrop } from '@/components/files/file-drop';
import { normalizeIdentifier, upcWarning } from '@/lib/input/text';
import type { CatalogueSubscription } from './catalogue-rules';
import { PLACEHOLDER_IMAGE } from './placeholder-image';
import { PRODUCT_IMAGE_RULE, requiredFields, SALES_CHANNELS, type ProductValues } from './product-form-rules';

interface DetailsProps {
  readonly form: UseFormReturnType<ProductValues>;
  readonly subscription: CatalogueSubscription;
  /** The label's current address from `get-product-label` (edit, tracer). */
  readonly labelUrl?: string | null;
}

/** The Details tab: the product's own fields, required ones marked per subscription. */
export function ProductDetailsFields({ form, subscription, labelUrl }: DetailsProps) {
  const required = new Set<string>(requiredFields(subscription));
  const text = (field: 'title' | 'sku' | 'upc' | 'external_id', label: string) => (
    <TextInput label={label} required={required.has(field)} key={form.key(field)} {...form.getInputProps(field)} />
  );
  /** An identifier is shown as it will be sent once the field is left (NFKC, trimmed, inner spaces per kind). */
  const identifier = (field: 'sku' | 'upc', label: string, kind: 'sku' | 'upc') => {
    const props = form.getInputProps(field);
    const warning = kind === 'upc' ? upcWarning(form.values.upc) : null;
    return (
      <TextInput
        label={label}
        required={required.has(field)}
        key={form.key(field)}
        {...props}
        description={warning}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        styles={warning ? { description: { color: 'var(--mantine-color-yellow-9)' } } : undefined}
        onBlur={(event) => {
          form.setFieldValue(field, normalizeIdentifier(event.currentTarget.value, kind));
          props.onBlur?.(event);
        }}
      />
    );
  };
  const tracer = subscription === 'tracer';
  return (
    <Stack gap="md">
      {text('title', 'Title')}
      <Textarea
        label="Description"
        required
        rows={3}
        key={form.key('description')}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Textarea
          label="Directions"
          required={required.has('directions')}
          rows={3}
          key={form.key('directions')}
          {...form.getInputProps('directions')}
        />
        <Textarea label="Warnings" rows={3} key={form.key('warnings')} {...form.getInputProps('warnings')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {identifier('sku', 'SKU', 'sku')}
        {identifier('upc', 'UPC', 'upc')}
        <Select
          label="Sales Channel"
          required={required.has('product_type')}
          data={SALES_CHANNELS as string[]}
          placeholder="Choose a sales channel"
          // Choosing the chosen channel again keeps it (Mantine's default clears it, and the field is required).
          allowDeselect={false}
          key={form.key('product_type')}
          {...form.getInputProps('product_type')}
          onChange={(v) => form.setFieldValue('product_type', (v ?? '') as ProductValues['product_type'])}
        />
        {text('external_id', 'Static batch number')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: tracer ? 2 : 1 }}>
        <FileDrop
          label="Product image"
          rule={PRODUCT_IMAGE_RULE}
          required={required.has('image')}
          file={form.values.image}
          currentUrl={form.values.imageUrl}
          fallbackUrl={PLACEHOLDER_IMAGE}
          error={form.errors.image as string | undefined}
          onFile={(file) => {
            form.setFieldValue('image', file);
            form.clearFieldError('image');
          }}
        />
        {tracer && (
          <FileDrop
            label="Product label"
            rule={PRODUCT_IMAGE_RULE}
            file={form.values.label}
            currentUrl={labelUrl ?? form.values.labelUrl}
            fallbackUrl={PLACEHOLDER_IMAGE}
            onFile={(file) => form.setFieldValue('label', file)}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}

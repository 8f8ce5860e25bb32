import { Badge, Button, Divider, Group, Stack, Tabs, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cleanText, isBlank } from '@/lib/input/text';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type CSSProperties } from 'react';
import { getListTraitTemplatesQueryOptions } from '@/api/generated/portal/hooks/product/product';
import type { Product, ProductDraft } from '@/api/generated/portal/model';
import { notifyError, notifySuccess } from '@/components/feedback/notify';
import { UploadProgress } from '@/components/files/upload-progress';
import { ActionButton } from '@/components/form/action-button';
import { TraitsEditor } from '@/components/traits-editor/traits-editor';
import { traitsComplete } from '@/components/traits-editor/traits-rules';
import type { CatalogueSubscription } from './catalogue-rules';
import { LeaveGuard } from '@/components/dialogs/leave-guard';
import { ProductDetailsFields } from './product-details-fields';
import { ProductDisableSwitch } from './product-disable-switch';
import {
  detailsErrors,
  emptyProductValues,
  PRODUCT_MESSAGES,
  productValues,
  tabComplete,
  videoErrors,
  type ProductValues,
} from './product-form-rules';
import { draftValues } from './nih-rules';
import { ProductIngredients } from './product-ingredients';
import { ProductVideoField } from './product-video-field';
import { useSaveLabelProduct } from './use-save-label-product';
import { useSaveProduct } from './use-save-product';
import { useVideoUpload } from './use-video-upload';
import classes from './product-form.module.css';

export interface ProductFormProps {
  readonly subscription: CatalogueSubscription;
  /** The product being edited; absent when creating. */
  readonly product?: Product;
  /** The label's address from `get-product-label` (edit, tracer). */
  readonly labelUrl?: string | null;
  /** A product read from a public label (the NIH import): saved with its ingredients. */
  readonly draft?: ProductDraft;
  /** Leaves the form: home, with the saved product selected when there is one. */
  readonly onLeave: (productId?: string) => void;
}

/** The product form: tabs Details and Facets (Ingredients when the product has some); Cancel, Next, Save. */
export function ProductForm({ subscription, product, draft, labelUrl, onLeave }: ProductFormProps) {
  const form = useForm<ProductValues>({
    mode: 'controlled',
    initialValues: product ? productValues(product) : draft ? draftValues(draft) : emptyProductValues(),
  });
  const templates = useQuery({ ...getListTraitTemplatesQueryOptions(), select: (a) => a.data });
  const ownSave = useSaveProduct(product?.id, subscription);
  const labelSave = useSaveLabelProduct(draft, subscription);
  const { save, saving } = draft ? labelSave : ownSave;
  const video = useVideoUpload();
  const [tab, setTab] = useState(0);
  const [traitsError, setTraitsError] = useState<string | null>(null);
  const leaving = useRef(false);
  const ingredients = product?.ingredients ?? draft?.ingredients ?? [];
  // A label import always has its Ingredients tab ('Ingredients information not available.' when empty).
  const withIngredients = ingredients.length > 0 || draft !== undefined;
  const lastTab = withIngredients ? 2 : 1;
  const tracer = subscription === 'tracer';
  const v = form.values;
  const dirty = () =>
    !leaving.current && (form.isDirty() || v.image !== null || v.label !== null || v.videoFile !== null);

  /** Says what is missing on a tab; true when it is complete. */
  const checkTab = (index: number): boolean => {
    if (index === 0) {
      const errors = detailsErrors(v, subscription);
      form.setErrors(errors);
      return Object.keys(errors).length === 0;
    }
    if (index === 1) {
      const traitsOk = traitsComplete(v.traits);
      const video = videoErrors(v);
      setTraitsError(traitsOk ? null : PRODUCT_MESSAGES.traits);
      form.setErrors({ ...video });
      return traitsOk && Object.keys(video).length === 0;
    }
    return true;
  };

  const next = () => {
    if (checkTab(tab)) setTab(tab + 1);
  };

  const leave = (productId?: string) => {
    leaving.current = true;
    onLeave(productId);
  };

  // The whole save (the product, its label, then the video) is one action: Save's ActionButton ignores a second press.
  const submit = async () => {
    for (const index of [0, 1]) {
      if (!checkTab(index)) {
        setTab(index);
        if (index === 1 && v.videoMode === 'upload' && v.videoFile && isBlank(v.videoTitle)) {
          notifyError(PRODUCT_MESSAGES.videoTitleToast);
        }
        return;
      }
    }
    const savedId = await save(v);
    if (!savedId) return;
    const upload = tracer && v.videoMode === 'upload' && v.videoFile ? v.videoFile : null;
    if (!upload) {
      notifySuccess(PRODUCT_MESSAGES.saved);
      leave(savedId);
      return;
    }
    const uploaded = await video.upload(upload, cleanText(v.videoTitle), savedId);
    if (uploaded) notifySuccess(PRODUCT_MESSAGES.saved);
    else notifyError(PRODUCT_MESSAGES.uploadFailed);
    form.reset();
    leave();
  };

  const complete = tabComplete(tab, v, subscription);
  return (
    // Errors in the darker red: Mantine's default (red.6) is 3.6:1 on white, under WCAG AA's 4.5:1.
    <Stack gap="md" style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties}>
      <LeaveGuard dirty={dirty} message={PRODUCT_MESSAGES.leave} />
      {product && (
        <ProductDisableSwitch
          productId={product.id}
          disabled={product.is_disabled ?? false}
          usedAsIngredient={product.used_as_ingredients ?? false}
        />
      )}
      <Tabs value={String(tab)} onChange={(value) => setTab(Number(value ?? 0))} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="0">Details</Tabs.Tab>
          <Tabs.Tab
            value="1"
            rightSection={
              <Badge size="xs" variant="light">
                {v.traits.length}
              </Badge>
            }
          >
            Facets
          </Tabs.Tab>
          {withIngredients && <Tabs.Tab value="2">Ingredients</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="0" pt="md">
          <ProductDetailsFields form={form} subscription={subscription} labelUrl={labelUrl} />
        </Tabs.Panel>
        <Tabs.Panel value="1" pt="md">
          <Stack gap="lg">
            <TraitsEditor
              value={v.traits}
              onChange={(traits) => {
                form.setFieldValue('traits', traits);
                setTraitsError(null);
              }}
              templates={templates.data ?? []}
              withGroups={tracer}
              error={traitsError}
              showMissing={traitsError !== null}
            />
            {tracer && (
              <>
                <Divider />
                <ProductVideoField form={form} />
              </>
            )}
          </Stack>
        </Tabs.Panel>
        {withIngredients && (
          <Tabs.Panel value="2" pt="md">
            <ProductIngredients ingredients={ingredients} />
          </Tabs.Panel>
        )}
      </Tabs>
      {/* The footer stays in sight at the bottom of the dialog's (or the page's) scroll area, however long the tab. */}
      <div className={classes.footer}>
        {video.percent !== null ? (
          <UploadProgress label="Uploading video" percent={video.percent} />
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onLeave()}>
              Cancel
            </Button>
            {tab < lastTab && (
              <Button variant="default" data-disabled={!complete || undefined} aria-disabled={!complete} onClick={next}>
                Next
              </Button>
            )}
            <ActionButton onClick={submit}>Save</ActionButton>
          </Group>
        )}
        {saving && (
          <Text size="sm" c="gray.7" role="status" ta="right" mt={4}>
            Saving…
          </Text>
        )}
      </div>
    </Stack>
  );
}

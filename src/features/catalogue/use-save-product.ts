import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { MESSAGES } from '@/api/error-policy';
import { filePart } from '@/api/form-data';
import {
  getGetProductQueryKey,
  getSearchProductsQueryKey,
  useCreateProduct,
  useUpdateProduct,
  useUpdateProductLabel,
} from '@/api/generated/portal/hooks/product/product';
import { notifyError } from '@/components/feedback/notify';
import { useSession } from '@/session/session-context';
import type { CatalogueSubscription } from './catalogue-rules';
import { productBody } from './product-body';
import type { ProductValues } from './product-form-rules';

const local = { mutation: { meta: { localErrors: [200] as const } } };

/**
 * Create or update a product (multipart), then a new label by its own call on update.
 * Resolves the saved product's id, or null when the save failed (the form keeps what was typed).
 */
export function useSaveProduct(productId: string | undefined, subscription: CatalogueSubscription) {
  const queryClient = useQueryClient();
  const { individual } = useSession();
  const create = useCreateProduct(local);
  const update = useUpdateProduct(local);
  const label = useUpdateProductLabel();

  const save = async (values: ProductValues): Promise<string | null> => {
    const body = productBody(values, {
      organizationId: individual?.organization_id ?? '',
      individualId: individual?.id ?? '',
      subscription,
      labelByOwnCall: productId !== undefined,
    });
    let savedId: string;
    try {
      const answer = productId
        ? await update.mutateAsync({ data: { ...body, integrant_type_id: productId } })
        : await create.mutateAsync({ data: body });
      savedId = answer.data.id;
    } catch (error) {
      if (isApiError(error) && error.kind === 'body') {
        notifyError(error.serverMessage || (productId ? MESSAGES.editFailure : MESSAGES.apiHelperFailure));
      }
      return null;
    }
    void queryClient.invalidateQueries({ queryKey: [getSearchProductsQueryKey()[0]] });
    if (productId) void queryClient.invalidateQueries({ queryKey: getGetProductQueryKey(productId) });
    if (productId && values.label && subscription === 'tracer') {
      try {
        await label.mutateAsync({
          data: { id: productId, product_label: filePart(values.label), fileName: values.label.name },
        });
      } catch {
        return null; // the error policy said why; the form stays with the new label chosen, to try again
      }
    }
    return savedId;
  };
  return { save, saving: create.isPending || update.isPending || label.isPending };
}

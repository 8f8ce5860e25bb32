import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { filePart } from '@/api/form-data';
import { getSearchProductsQueryKey, useCreateProductFromLabel } from '@/api/generated/portal/hooks/product/product';
import type { ProductDraft } from '@/api/generated/portal/model';
import { notifyError } from '@/components/feedback/notify';
import type { CatalogueSubscription } from './catalogue-rules';
import { isDomainFailure, labelProductBody, NIH_MESSAGES } from './nih-rules';
import type { ProductValues } from './product-form-rules';

const local = { mutation: { meta: { localErrors: [200] as const } } };

/**
 * The public-label save: the product with its ingredients (and the image file when one was chosen).
 * A refusal shows the server's message or 'Something went wrong! Please try after sometime.'; a domain
 * that is not valid sends the user to /organization. Resolves the saved product's id, or null.
 */
export function useSaveLabelProduct(draft: ProductDraft | undefined, subscription: CatalogueSubscription) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateProductFromLabel(local);

  const save = async (values: ProductValues): Promise<string | null> => {
    if (!draft) return null;
    const body = labelProductBody(values, draft, subscription);
    try {
      const answer = await create.mutateAsync({
        data: { ...body, ...(values.image ? { productImage: filePart(values.image) } : {}) },
      });
      void queryClient.invalidateQueries({ queryKey: [getSearchProductsQueryKey()[0]] });
      return answer.data.id;
    } catch (error) {
      if (isApiError(error) && error.kind === 'body') {
        notifyError(error.serverMessage || NIH_MESSAGES.failure);
        if (isDomainFailure(error.serverMessage)) void navigate({ to: '/organization' });
      }
      return null;
    }
  };
  return { save, saving: create.isPending };
}

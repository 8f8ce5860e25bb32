import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CatalogueSubscription } from './catalogue-rules';
import { ProductForm } from './product-form';

interface CreateProductScreenProps {
  readonly subscription: CatalogueSubscription;
  readonly onLeave: (productId?: string) => void;
}

/**
 * /create-new-product: the product form as an overlay over home. The route's guard has asked the plan first
 * (src/session/guards.ts): a full plan never opens the form, however the address was reached.
 */
export function CreateProductScreen({ subscription, onLeave }: CreateProductScreenProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened
      onClose={() => onLeave()}
      title="Create New Product"
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={false}
    >
      <ProductForm subscription={subscription} onLeave={onLeave} />
    </Modal>
  );
}

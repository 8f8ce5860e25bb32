import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import type { CatalogueSubscription } from './catalogue-rules';
import { ProductForm } from './product-form';
import { useSubscriptionCheck } from './use-subscription-check';

interface CreateProductScreenProps {
  readonly subscription: CatalogueSubscription;
  readonly onLeave: (productId?: string) => void;
}

/** /create-new-product: the product form as an overlay over home, after the plan allows another product. */
export function CreateProductScreen({ subscription, onLeave }: CreateProductScreenProps) {
  const { check } = useSubscriptionCheck();
  const checked = useRef(false);
  const phone = useMediaQuery('(max-width: 48em)');
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    void check('products');
  }, [check]);
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

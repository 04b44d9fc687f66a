import { Button } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import type { Product } from '@nutrilog/shared/schemas';
import { productFormValues } from './product-form-values';
import { ProductForm } from './ProductForm';
import { useProductForm } from './useProductForm';
import { useUpdateProduct } from './useUpdateProduct';

/** The edit form of a loaded product: Save patches it, Cancel goes back to its page unsaved. */
export function EditProductForm({ product }: { product: Product }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useProductForm(productFormValues(product));
  const { failure, update } = useUpdateProduct(form, product.uuid);
  const saving = form.formState.isSubmitting;
  return (
    <ProductForm
      form={form}
      onSubmit={(event) => void update(event)}
      failure={failure}
      actions={
        <>
          <Button appearance="primary" type="submit" disabled={saving}>
            {t`Save`}
          </Button>
          <Button appearance="secondary" disabled={saving} onClick={() => navigate(`/products/${product.uuid}`)}>
            {t`Cancel`}
          </Button>
        </>
      }
    />
  );
}

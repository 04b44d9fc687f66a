import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@nutrilog/shared/ui';
import { CreateSplitButton } from './CreateSplitButton';
import { FillActions } from './FillActions';
import { emptyProductValues } from './product-form-values';
import { ProductForm } from './ProductForm';
import { useCreateProduct } from './useCreateProduct';
import { useProductForm } from './useProductForm';

/** /products/create: a new product, filled in by hand, from a barcode, a description or a photo. */
export function CreateProductPage() {
  const { t } = useLingui();
  const form = useProductForm(emptyProductValues());
  const { failure, create, createAndLog } = useCreateProduct(form);
  return (
    <>
      <PageHeader title={t`Create product`} actions={<FillActions form={form} />} />
      <ProductForm
        form={form}
        withPortions
        onSubmit={(event) => void create(event)}
        failure={failure}
        actions={
          <CreateSplitButton disabled={form.formState.isSubmitting} onCreateAndLog={() => void createAndLog()} />
        }
      />
    </>
  );
}

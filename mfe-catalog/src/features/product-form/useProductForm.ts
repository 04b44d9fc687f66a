import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import type { ProductFormApi } from './fill-form';
import { productFormSchema, type ProductFormValues } from './product-form-values';

/** The product form's state, validated by the shared product rules. */
export function useProductForm(defaultValues: ProductFormValues): ProductFormApi {
  return useForm<ProductFormValues>({ resolver: valibotResolver(productFormSchema), defaultValues });
}

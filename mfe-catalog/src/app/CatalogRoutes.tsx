import { Route, Routes } from 'react-router-dom';
import { ProductListPage } from '../features/products/ProductListPage';
import { CreateProductPage } from '../features/product-form/CreateProductPage';
import { ProductDetailPage } from '../features/product-detail/ProductDetailPage';
import { EditProductPage } from '../features/product-form/EditProductPage';
import { RecipeListPage } from '../features/recipes/RecipeListPage';
import { RecipeDetailPage } from '../features/recipe-detail/RecipeDetailPage';

export function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/products" element={<ProductListPage />} />
      <Route path="/products/create" element={<CreateProductPage />} />
      <Route path="/products/:uuid" element={<ProductDetailPage />} />
      <Route path="/products/:uuid/edit" element={<EditProductPage />} />
      <Route path="/recipes" element={<RecipeListPage />} />
      <Route path="/recipes/:uuid" element={<RecipeDetailPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

import { Route, Routes } from 'react-router-dom';
import { ProductDetailPage } from '../features/product-detail/ProductDetailPage';
import { CreateProductPage } from '../features/product-form/CreateProductPage';
import { EditProductPage } from '../features/product-form/EditProductPage';
import { ProductListPage } from '../features/products/ProductListPage';
import { RecipeDetailPage } from '../features/recipe-detail/RecipeDetailPage';
import { RecipeListPage } from '../features/recipes/RecipeListPage';

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

import { Route, Routes } from 'react-router-dom';
import { WeightPage } from './WeightPage';

export function WeightRoutes() {
  return (
    <Routes>
      <Route path="/weight" element={<WeightPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

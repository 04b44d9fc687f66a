import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingArea } from '@nutrilog/shared/ui';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { loadCreateIntakeLogPage, loadEditIntakeLogPage } from './pages';

const CreateIntakeLogPage = lazy(loadCreateIntakeLogPage);
const EditIntakeLogPage = lazy(loadEditIntakeLogPage);

export function IntakeRoutes() {
  return (
    <Suspense fallback={<LoadingArea />}>
      <Routes>
        <Route path="/" element={<DashboardPage />} />
        <Route path="/create-intake-log" element={<CreateIntakeLogPage />} />
        <Route path="/intake-logs/:uuid/edit" element={<EditIntakeLogPage />} />
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}

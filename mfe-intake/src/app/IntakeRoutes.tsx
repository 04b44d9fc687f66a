import { LoadingArea } from '@nutrilog/shared/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/DashboardPage';

// The dashboard is the first page; the forms (react-hook-form, valibot, pickers) load only when opened.
const CreateIntakeLogPage = lazy(() => import('../features/intake-log-form/CreateIntakeLogPage').then((m) => ({ default: m.CreateIntakeLogPage })));
const EditIntakeLogPage = lazy(() => import('../features/intake-log-form/EditIntakeLogPage').then((m) => ({ default: m.EditIntakeLogPage })));

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

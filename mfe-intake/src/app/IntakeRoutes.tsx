import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { CreateIntakeLogPage } from '../features/intake-log-form/CreateIntakeLogPage';
import { EditIntakeLogPage } from '../features/intake-log-form/EditIntakeLogPage';

export function IntakeRoutes() {
  return (
    <Routes>
      <Route path="/" element={<DashboardPage />} />
      <Route path="/create-intake-log" element={<CreateIntakeLogPage />} />
      <Route path="/intake-logs/:uuid/edit" element={<EditIntakeLogPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

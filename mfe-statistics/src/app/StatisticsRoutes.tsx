import { Route, Routes } from 'react-router-dom';
import { StatisticsPage } from './StatisticsPage';
import { GoalsPage } from '../features/goals/GoalsPage';

export function StatisticsRoutes() {
  return (
    <Routes>
      <Route path="/statistics" element={<StatisticsPage />} />
      <Route path="/goals" element={<GoalsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

import { Route, Routes } from 'react-router-dom';
import { GoalsPage } from '../features/goals/GoalsPage';
import { StatisticsPage } from './StatisticsPage';

export function StatisticsRoutes() {
  return (
    <Routes>
      <Route path="/statistics" element={<StatisticsPage />} />
      <Route path="/goals" element={<GoalsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

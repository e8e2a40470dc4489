import { TutorDashboard } from '../../features/auth/components/dashboard/role-dashboards';

export function Component() {
  return <TutorDashboard />;
}

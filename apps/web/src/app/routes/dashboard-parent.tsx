import { ParentDashboard } from '../../features/auth/components/dashboard/role-dashboards';

export function Component() {
  return <ParentDashboard />;
}

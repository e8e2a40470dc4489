import { ParentDashboard } from '../../features/dashboards/components/role-dashboards';
import { PastSessions } from '../../features/booking/components/past-sessions';
import { SessionAgenda } from '../../features/booking/components/session-agenda';

export function Component() {
  return <ParentDashboard agenda={<SessionAgenda side="family" />} past={<PastSessions />} />;
}

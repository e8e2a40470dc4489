import { NextSession } from '../../features/booking/components/next-session';
import { PastSessions } from '../../features/booking/components/past-sessions';
import { RecentHomework } from '../../features/booking/components/recent-homework';
import { SessionAgenda } from '../../features/booking/components/session-agenda';
import { ChildDashboard } from '../../features/dashboards/components/role-dashboards';
import { ChildHome } from '../../features/family/components/child-home';
import { MessagesCard } from '../../features/messaging/components/messages-card';

export function Component() {
  return (
    <ChildDashboard
      messages={<MessagesCard />}
      family={
        <ChildHome
          next={<NextSession />}
          upcoming={<SessionAgenda />}
          homework={<RecentHomework />}
        />
      }
      past={<PastSessions />}
    />
  );
}

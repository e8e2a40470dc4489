import { PastSessions } from '../../features/booking/components/past-sessions';
import { SessionAgenda } from '../../features/booking/components/session-agenda';
import { ParentDashboard } from '../../features/dashboards/components/role-dashboards';
import { FamilySection } from '../../features/family/components/family-section';
import { MessagesCard } from '../../features/messaging/components/messages-card';

export function Component() {
  return (
    <ParentDashboard
      messages={<MessagesCard />}
      family={
        <FamilySection
          sessions={{
            upcoming: (childId) => <SessionAgenda childId={childId} />,
            past: (childId) => <PastSessions childId={childId} headingLevel={4} />,
          }}
        />
      }
    />
  );
}

import { PastBookings } from '@/features/booking/components/past-bookings';
import { BookingAgenda } from '@/features/booking/components/booking-agenda';
import { ParentApprovals } from '@/features/booking/components/parent-approvals';
import { ParentChangeRequests } from '@/features/booking/components/parent-change-requests';
import { ParentDashboard } from '@/features/dashboards/components/role-dashboards';
import { FamilySection } from '@/features/family/components/family-section';
import { MessagesCard } from '@/features/messaging/components/messages-card';

export function Component() {
  return (
    <ParentDashboard
      messages={<MessagesCard />}
      family={
        <>
          <ParentApprovals />
          <ParentChangeRequests />
          <FamilySection
            bookings={{
              upcoming: (childId) => <BookingAgenda childId={childId} />,
              past: (childId) => <PastBookings childId={childId} headingLevel={4} />,
            }}
          />
        </>
      }
    />
  );
}

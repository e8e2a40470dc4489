import { NextBooking } from '@/features/booking/components/next-booking';
import { PastBookings } from '@/features/booking/components/past-bookings';
import { RecentHomework } from '@/features/booking/components/recent-homework';
import { BookingAgenda } from '@/features/booking/components/booking-agenda';
import { ChildDashboard } from '@/features/dashboards/components/role-dashboards';
import { ChildHome } from '@/features/family/components/child-home';
import { MessagesCard } from '@/features/messaging/components/messages-card';

export function Component() {
  return (
    <ChildDashboard
      messages={<MessagesCard />}
      family={
        <ChildHome
          next={<NextBooking />}
          upcoming={<BookingAgenda />}
          homework={<RecentHomework />}
        />
      }
      past={<PastBookings />}
    />
  );
}

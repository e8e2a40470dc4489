import { NotesNeeded } from '@/features/booking/components/notes-needed';
import { PastBookings } from '@/features/booking/components/past-bookings';
import { TutorAgenda } from '@/features/booking/components/tutor-agenda';
import { TutorEarnings } from '@/features/booking/components/tutor-earnings';
import { TutorRequests } from '@/features/booking/components/tutor-requests';
import { TutorDashboard } from '@/features/dashboards/components/tutor-dashboard';
import { OwnReviews } from '@/features/tutors/components/own-reviews';
import { ProfileChecklist } from '@/features/tutors/components/profile-checklist';
import { MessagesCard } from '@/features/messaging/components/messages-card';

export function Component() {
  return (
    <TutorDashboard
      requests={<TutorRequests />}
      agenda={<TutorAgenda />}
      notesNeeded={<NotesNeeded />}
      earnings={<TutorEarnings />}
      checklist={<ProfileChecklist />}
      reviews={<OwnReviews />}
      past={<PastBookings />}
      messages={<MessagesCard />}
    />
  );
}

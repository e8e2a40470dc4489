import { TutorProfilePage } from '@/features/tutors/components/tutor-profile-page';

export function Component() {
  return <TutorProfilePage />;
}

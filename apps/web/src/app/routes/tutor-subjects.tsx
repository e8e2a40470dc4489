import { TutorSubjectsPage } from '@/features/tutor-subjects/components/tutor-subjects-page';

export function Component() {
  return <TutorSubjectsPage />;
}

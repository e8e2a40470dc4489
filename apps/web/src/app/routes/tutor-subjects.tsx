import { TutorSubjectsPage } from '../../features/catalog/components/tutor-subjects-page';

export function Component() {
  return <TutorSubjectsPage />;
}

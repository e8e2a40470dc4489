import { CoursesPage } from '../../features/tutors/components/courses-page';

export function Component() {
  return <CoursesPage />;
}

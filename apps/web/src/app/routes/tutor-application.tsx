import { ApplicationPage } from '@/features/tutor-application/components/application-page';

export function Component() {
  return <ApplicationPage />;
}

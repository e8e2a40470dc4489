import { ApplicationsPage } from '@/features/operator/applications/components/applications-page';

export function Component() {
  return <ApplicationsPage />;
}

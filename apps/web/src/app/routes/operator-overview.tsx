import { OverviewPage } from '@/features/operator/overview/components/overview-page';

export function Component() {
  return <OverviewPage />;
}

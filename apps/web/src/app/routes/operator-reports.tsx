import { ReportsPage } from '@/features/operator/reports/components/reports-page';

export function Component() {
  return <ReportsPage />;
}

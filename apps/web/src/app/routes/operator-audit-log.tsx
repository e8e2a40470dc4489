import { AuditLogPage } from '@/features/operator/audit-log/components/audit-log-page';

export function Component() {
  return <AuditLogPage />;
}

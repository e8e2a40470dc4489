import type { DbExecutor } from '../../db/client';
import { operatorAuditLog } from '../../db/schema/index';

export type OperatorAction = {
  operatorId: string;
  /** A stable key: `<subject>.<verb>`, such as `tutor_application.approve`. */
  action: string;
  subjectType: string;
  subjectId: string;
  reason?: string | null;
  details?: Record<string, unknown>;
  at: Date;
};

/**
 * Writes an operator's action to the append-only audit log. Call it inside the transaction of
 * the action itself, so that neither is kept without the other.
 */
export async function recordOperatorAction(tx: DbExecutor, action: OperatorAction): Promise<void> {
  await tx.insert(operatorAuditLog).values({
    operatorId: action.operatorId,
    action: action.action,
    subjectType: action.subjectType,
    subjectId: action.subjectId,
    reason: action.reason ?? null,
    details: action.details ?? {},
    createdAt: action.at,
  });
}

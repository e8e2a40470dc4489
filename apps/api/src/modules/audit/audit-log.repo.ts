import type { z } from 'zod';
import type { auditLogQuerySchema } from '@nibras/contracts/audit-log';
import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { readAll } from '../../db/reads';
import { operatorAuditLog, users } from '../../db/schema/index';

type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

const sortColumns = { createdAt: operatorAuditLog.createdAt, action: operatorAuditLog.action };

/** A page of the audit log as filtered, newest first unless asked otherwise. */
export async function listAuditLog(db: DbExecutor, query: AuditLogQuery) {
  const conditions: SQL[] = [];
  if (query.operatorId) conditions.push(eq(operatorAuditLog.operatorId, query.operatorId));
  if (query.action) conditions.push(eq(operatorAuditLog.action, query.action));
  if (query.subjectType) conditions.push(eq(operatorAuditLog.subjectType, query.subjectType));
  if (query.subjectId) conditions.push(eq(operatorAuditLog.subjectId, query.subjectId));
  if (query.from) conditions.push(gte(operatorAuditLog.createdAt, new Date(query.from)));
  if (query.to) conditions.push(lte(operatorAuditLog.createdAt, new Date(query.to)));
  const where = and(...conditions);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select({
          id: operatorAuditLog.id,
          createdAt: operatorAuditLog.createdAt,
          operatorId: operatorAuditLog.operatorId,
          operatorName: users.fullName,
          operatorEmail: users.email,
          action: operatorAuditLog.action,
          subjectType: operatorAuditLog.subjectType,
          subjectId: operatorAuditLog.subjectId,
          reason: operatorAuditLog.reason,
          details: operatorAuditLog.details,
        })
        .from(operatorAuditLog)
        .innerJoin(users, eq(users.id, operatorAuditLog.operatorId))
        .where(where)
        // The id breaks ties in the order of writing: two actions of one instant stay in order.
        .orderBy(direction(sortColumns[query.sort]), direction(operatorAuditLog.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    () => db.select({ count: count() }).from(operatorAuditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      operator: { id: row.operatorId, fullName: row.operatorName, email: row.operatorEmail },
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      reason: row.reason,
      details: row.details,
    })),
    total: total?.count ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every operator account, for the log's filter. */
export function listOperators(db: DbExecutor) {
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.userType, 'Operator'))
    .orderBy(asc(users.fullName), asc(users.id));
}

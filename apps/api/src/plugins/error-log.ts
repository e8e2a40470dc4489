import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * How an error is written to the log (pino's `err` serializer). A failed query's text and
 * parameters never reach the log: they can hold a password hash, an email or a phone number.
 * What an operator needs stays: the error's type and code, the table and constraint, the stack.
 */
export type LoggedError = {
  [field: string]: unknown;
  type: string;
  message: string;
  code?: string;
  table?: string;
  constraint?: string;
  column?: string;
  statusCode?: number;
  stack: string;
  cause?: LoggedError;
};

const sqlState = /^[0-9A-Z]{5}$/;

/** The first table a statement names: `insert into "users"`, `update "users"`, `from "users"`. */
function tableOf(query: string): string | undefined {
  return /\b(?:into|update|from)\s+"?([\w.]+)"?/i.exec(query)?.[1];
}

/** Only the "at ..." lines: V8 puts the message, parameters and all, at the top of a stack. */
function frames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  const at = stack.indexOf('\n    at ');
  return at === -1 ? '' : stack.slice(at + 1);
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const code = text(fields.code);
  const logged: LoggedError = {
    type: error.name || error.constructor.name,
    message: '',
    stack: frames(error.stack),
  };
  if (error instanceof DrizzleQueryError) {
    const table = tableOf(error.query);
    logged.message = `query failed${table ? ` on ${table}` : ''}`;
    if (table) logged.table = table;
  } else if (code && sqlState.test(code) && code.startsWith('22')) {
    // Data exceptions quote the offending value in their message.
    logged.message = 'invalid data for the database';
  } else {
    logged.message = error.message;
  }
  if (code) logged.code = code;
  for (const key of ['table', 'constraint', 'column'] as const) {
    const value = text(fields[key]);
    if (value) logged[key] = value;
  }
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

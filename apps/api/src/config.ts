import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { hasControlCharacter } from './emails/one-line';
import { moneyConfigOf, moneyEnvironment, type MoneyConfig } from './money-config';
import { repoRoot } from './paths';
import {
  socialProviderEnvironment,
  socialProvidersOf,
  type SocialProvidersConfig,
} from './social-provider-config';

type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * Which proxies may set X-Forwarded-For: "false" (none, the default), a hop count ("1" for one
 * load balancer), or addresses/CIDRs ("10.0.0.0/8,127.0.0.1"). "true" (trust every hop) is
 * refused at boot: it lets a client that reaches the app directly pick its own address.
 */
const trustProxySetting = z
  .string()
  .trim()
  .min(1)
  .refine((value) => value !== 'true', {
    message:
      'TRUST_PROXY=true trusts every hop, so a client reaching the app directly picks its own address and escapes per-address limits: give the hop count of your proxies ("1") or their addresses ("10.0.0.0/8")',
  })
  .transform((value): TrustProxy => {
    if (value === 'false') return false;
    // Trusting every hop lets any client that reaches the app directly pick its own address
    // (a rotating X-Forwarded-For escapes every per-address limit): name the proxies instead.
    if (value === 'true') return false;
    if (/^\d+$/.test(value)) {
      // Trust the nearest n hops (proxy-addr counts from the socket outwards).
      const hops = Number(value);
      return (_address: string, hop: number) => hop < hops;
    }
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  });

/** The environment, parsed once at boot so that a bad setting fails at start (docs/shared/ARCHITECTURE.md). */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Outside production the demo listens on this machine only (see loadConfig).
  HOST: z.string().trim().min(1).optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .refine((value) => /^(postgres(ql)?|memory):\/\//.test(value), {
      message: 'DATABASE_URL must start with postgres:// (or memory:// for throw-away data)',
    })
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  APP_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z
    .string()
    // A header line: a control character (a bare CR included) would start another header.
    .refine((value) => !hasControlCharacter(value), {
      message: 'MAIL_FROM must be one line, without control characters',
    })
    .default('Nibras <no-reply@nibras.local>'),
  // Where /contact messages go; the default only reaches the development mailbox.
  SUPPORT_EMAIL: z
    .email('SUPPORT_EMAIL must be an email address')
    .transform((value) => value.toLowerCase())
    .optional(),
  REDIS_URL: z.string().optional(),
  CLASSROOM_BASE_URL: z.url().default('https://meet.jit.si'),
  TRUST_PROXY: trustProxySetting.default(false),
  // How long shutdown lets clients finish and close their connections before it stops listening.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  // Where the SPA sends API calls; empty means the origin that served it.
  API_BASE_URL: z.string().default(''),
  // The OpenAPI page at /api/docs: on outside production, off in production unless "true".
  API_DOCS: z.enum(['true', 'false']).optional(),
  // Web Push (RFC 8292): without these the key pair is made at first start and kept in the database.
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  // Who the push services may contact about this server's pushes: mailto: or https:.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://')
    .optional(),
  ...socialProviderEnvironment,
  ...moneyEnvironment,
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** A postgres:// URL, memory:// for an in-memory PGlite, or undefined for PGlite in dataDir. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where /contact messages are emailed. */
  supportEmail: string;
  redisUrl: string | undefined;
  classroomBaseUrl: string;
  trustProxy: TrustProxy;
  /** Whether /api/docs (the OpenAPI page and its JSON) is served. */
  apiDocs: boolean;
  logLevel: string;
  shutdownGraceMs: number;
  webDistDir: string;
  apiBaseUrl: string;
  /** Google, Apple and Meta sign-in: only the configured providers are here. */
  socialProviders: SocialProvidersConfig;
  /** Payments, commissions and payouts (decision 0025). */
  money: MoneyConfig;
  /** Development conveniences (mailbox, demo data) exist everywhere but production. */
  devTools: boolean;
  /** Web Push: a key pair given by the environment (else kept in the database), and a contact. */
  vapid: { keys: { publicKey: string; privateKey: string } | undefined; subject: string };
};

export class ConfigError extends Error {}

/** Outside production, /contact messages go here and are read in /dev/mailbox. */
export const developmentSupportEmail = 'support@nibras.local';

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  if (production && !vars.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production',
    );
  }
  // The development address is read in /dev/mailbox; in production it would lose every message.
  if (production && !vars.SUPPORT_EMAIL) {
    throw new ConfigError(
      'Invalid configuration:\n  SUPPORT_EMAIL: required when NODE_ENV=production',
    );
  }
  const social = socialProvidersOf(vars, { production });
  if (social.problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${social.problems.join('\n  ')}`);
  }
  const money = moneyConfigOf(vars, { production });
  if (money.problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${money.problems.join('\n  ')}`);
  }
  if (Boolean(vars.VAPID_PUBLIC_KEY) !== Boolean(vars.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: give both or neither',
    );
  }
  const dataDir = path.resolve(vars.DATA_DIR);
  const supportEmail = vars.SUPPORT_EMAIL ?? developmentSupportEmail;
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    jwtSecret: vars.JWT_SECRET ?? developmentSecret(dataDir),
    appUrl: (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    supportEmail,
    redisUrl: vars.REDIS_URL,
    classroomBaseUrl: vars.CLASSROOM_BASE_URL,
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
    webDistDir: path.resolve(vars.WEB_DIST_DIR),
    apiBaseUrl: vars.API_BASE_URL.replace(/\/$/, ''),
    socialProviders: social.providers,
    money: money.config,
    devTools: !production,
    apiDocs: vars.API_DOCS ? vars.API_DOCS === 'true' : !production,
    vapid: {
      keys:
        vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY
          ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY }
          : undefined,
      subject: vars.VAPID_SUBJECT ?? `mailto:${supportEmail}`,
    },
  };
}

/** Outside production the signing key is made once and kept in DATA_DIR, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

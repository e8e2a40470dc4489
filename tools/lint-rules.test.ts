import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js, proven to catch what they forbid: a rule that cannot
 * fail is not a rule (they once found nothing for want of a resolver).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot, ignore: false });

async function rulesBroken(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('import boundaries of the web app', () => {
  it('refuses a feature importing another feature', async () => {
    expect(
      await rulesBroken(
        'apps/web/src/features/home/components/lint-probe.tsx',
        "import { TutorCard } from '@/features/tutors/components/tutor-card';\nexport const probe = TutorCard;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses climbing out of a folder instead of naming the path from src/', async () => {
    expect(
      await rulesBroken(
        'apps/web/src/features/tutors/components/lint-probe.tsx',
        "import { Container } from '../../../components/ui/container';\nexport const probe = Container;\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
  });

  it("refuses a page importing sonner's toast, which would not bring the Toaster", async () => {
    const probe = "import { toast } from 'sonner';\nexport const probe = toast;\n";
    expect(
      await rulesBroken('apps/web/src/features/tutors/components/lint-probe.tsx', probe),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await rulesBroken('apps/web/src/features/tutors/components/lint-probe.test.tsx', probe),
    ).toEqual([]);
    expect(
      await rulesBroken(
        'apps/web/src/features/tutors/components/lint-probe.tsx',
        "import { toast } from '@/lib/toast';\nexport const probe = toast;\n",
      ),
    ).toEqual([]);
  });

  it('refuses a feature importing the app layer', async () => {
    expect(
      await rulesBroken(
        'apps/web/src/features/home/components/lint-probe.tsx',
        "import { routes } from '@/app/router';\nexport const probe = routes;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses shared code importing a feature', async () => {
    expect(
      await rulesBroken(
        'apps/web/src/lib/lint-probe.ts',
        "import { TutorCard } from '@/features/tutors/components/tutor-card';\nexport const probe = TutorCard;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import its own files and the shared ones', async () => {
    expect(
      await rulesBroken(
        'apps/web/src/features/tutors/components/lint-probe.tsx',
        "import { Container } from '@/components/ui/container';\nimport { TutorCard } from './tutor-card';\nexport const probe = [Container, TutorCard];\n",
      ),
    ).toEqual([]);
  });
});

describe('import boundaries of the API', () => {
  it('refuses a module using one of its own layer or above', async () => {
    expect(
      await rulesBroken(
        'apps/api/src/modules/booking/lint-probe.ts',
        "import { findTutors } from '../tutors/tutors.service';\nexport const probe = findTutors;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken(
        'apps/api/src/modules/messaging/lint-probe.ts',
        "import { familyProbe } from '../family/family.service';\nexport const probe = familyProbe;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses a module importing another module’s routes, even one below it', async () => {
    expect(
      await rulesBroken(
        'apps/api/src/modules/tutors/lint-probe.ts',
        "import { authRoutes } from '../auth/auth.routes';\nexport const probe = authRoutes;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses a module importing a file auth does not offer it', async () => {
    // The case that brought the rule: avatarUrlOf in the session service dragged the password
    // hashing into booking.
    expect(
      await rulesBroken(
        'apps/api/src/modules/booking/lint-probe.ts',
        "import { avatarUrlOf } from '../auth/session.service';\nexport const probe = avatarUrlOf;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken(
        'apps/api/src/modules/booking/lint-probe.ts',
        "import { hashingPool } from '../auth/password-hashing';\nexport const probe = hashingPool;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('lets a module import what auth offers, and social sign-in the sign-in it builds on', async () => {
    expect(
      await rulesBroken(
        'apps/api/src/modules/booking/lint-probe.ts',
        "import { avatarUrlOf } from '../auth/avatar-url';\nexport const probe = avatarUrlOf;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        'apps/api/src/modules/social-sign-in/lint-probe.ts',
        "import { startSession } from '../auth/session.service';\nexport const probe = startSession;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        'apps/api/src/modules/booking/lint-probe.test.ts',
        "import { loginRequest } from '../auth/test-helpers';\nexport const probe = loginRequest;\n",
      ),
    ).toEqual([]);
  });

  it('refuses plugins, texts and the database layer importing a module', async () => {
    const probes = {
      'apps/api/src/plugins/lint-probe.ts': '../modules/mail/outbox',
      'apps/api/src/locales/lint-probe.ts': '../modules/mail/outbox',
      'apps/api/src/db/schema/lint-probe.ts': '../../modules/mail/outbox',
    };
    for (const [filePath, outbox] of Object.entries(probes)) {
      expect(
        await rulesBroken(
          filePath,
          `import { enqueueEmail } from '${outbox}';\nexport const probe = enqueueEmail;\n`,
        ),
      ).toContain('import-x/no-restricted-paths');
    }
  });

  it('lets a module use the modules below it, and its tests lean on a neighbour’s test client', async () => {
    expect(
      await rulesBroken(
        'apps/api/src/modules/booking/lint-probe.ts',
        "import { computeSlots } from '../availability/slots';\nimport { enqueueEmail } from '../mail/outbox';\nexport const probe = [computeSlots, enqueueEmail];\n",
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        'apps/api/src/modules/messaging/lint-probe.test.ts',
        "import { familyClient } from '../family/family.test-client';\nexport const probe = familyClient;\n",
      ),
    ).toEqual([]);
  });
});

describe('where the API queries', () => {
  it('refuses a module file other than a repository importing a table or a query operator', async () => {
    const broken = await rulesBroken(
      'apps/api/src/modules/booking/lint-probe.ts',
      "import { eq } from 'drizzle-orm';\nimport { bookings } from '../../db/schema/index';\nexport const probe = eq(bookings.id, 'x');\n",
    );
    expect(
      broken.filter((rule) => rule === '@typescript-eslint/no-restricted-imports'),
    ).toHaveLength(2);
  });

  it('refuses a service running a query builder, whatever table it was handed', async () => {
    const probes = [
      'export const probe = (db: Db, table: T) => db.select().from(table);',
      'export const probe = (db: Db, table: T) => db.selectDistinct({ id: table.id }).from(table);',
      'export const probe = (db: Db, table: T) => db.insert(table).values({});',
      'export const probe = (db: Db, table: T) => db.update(table).set({});',
      'export const probe = (db: Db, table: T) => db.delete(table).where(undefined);',
      'export const probe = (db: Db, query: Q) => db.execute(query);',
      'export const probe = (db: Db) => db.query.users.findFirst();',
    ];
    for (const probe of probes) {
      expect(
        await rulesBroken(
          'apps/api/src/modules/wallet/lint-probe.service.ts',
          `type Db = any; type T = any; type Q = any;\n${probe}\n`,
        ),
        probe,
      ).toContain('no-restricted-syntax');
    }
  });

  it('lets a repository query, and any module file name a row type or call a repository', async () => {
    expect(
      await rulesBroken(
        'apps/api/src/modules/booking/lint-probe.repo.ts',
        "import { eq } from 'drizzle-orm';\nimport type { DbExecutor } from '../../db/client';\nimport { bookings } from '../../db/schema/index';\nexport const probe = (db: DbExecutor) => db.select().from(bookings).where(eq(bookings.id, 'x'));\n",
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        'apps/api/src/modules/booking/lint-probe.service.ts',
        "import type { SQL } from 'drizzle-orm';\nimport type { UserRow } from '../../db/schema/index';\nimport type { DbExecutor } from '../../db/client';\nimport { findBooking } from './booking.repo';\nexport const probe = (db: DbExecutor, user: UserRow, where: SQL) => [findBooking(db, user.id), where, Buffer.from('x'), new Map().set('a', 1)];\n",
      ),
    ).toEqual([]);
  });

  it('refuses a plugin querying outside its repository, yet lets it name drizzle’s errors', async () => {
    expect(
      await rulesBroken(
        'apps/api/src/plugins/lint-probe.ts',
        "import { sql } from 'drizzle-orm';\nimport type { Database } from '../db/client';\nexport const probe = (db: Database) => db.execute(sql`select 1`);\n",
      ),
    ).toEqual(['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax']);
    expect(
      await rulesBroken(
        'apps/api/src/plugins/lint-probe.ts',
        "import { DrizzleQueryError } from 'drizzle-orm/errors';\nexport const probe = DrizzleQueryError;\n",
      ),
    ).toEqual([]);
  });

  it('lets tests, fixtures and seeds write rows straight away', async () => {
    for (const filePath of [
      'apps/api/src/modules/booking/lint-probe.test.ts',
      'apps/api/src/modules/booking/lint-probe.fixtures.ts',
      'apps/api/src/modules/booking/lint-probe.seed.ts',
    ]) {
      expect(
        await rulesBroken(
          filePath,
          "import { bookings } from '../../db/schema/index';\nimport type { DbExecutor } from '../../db/client';\nexport const probe = (db: DbExecutor) => db.delete(bookings).where(undefined);\n",
        ),
        filePath,
      ).toEqual([]);
    }
  });
});

describe('where jobs are registered', () => {
  it('refuses a route file registering a job handler', async () => {
    expect(
      await rulesBroken(
        'apps/api/src/modules/booking/lint-probe.routes.ts',
        "import type { FastifyInstance } from 'fastify';\nexport const probe = (app: FastifyInstance) => app.registerJobHandler('probe', async () => {});\n",
      ),
    ).toContain('no-restricted-syntax');
  });

  it('refuses a route file calling the registration of a module’s jobs', async () => {
    expect(
      await rulesBroken(
        'apps/api/src/modules/booking/lint-probe.routes.ts',
        "import { registerBookingJobs } from './booking.jobs';\nexport const probe = registerBookingJobs;\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('refuses a handler registered anywhere in a module but its jobs file', async () => {
    expect(
      await rulesBroken(
        'apps/api/src/modules/booking/lint-probe.ts',
        "import type { FastifyInstance } from 'fastify';\nexport const probe = (app: FastifyInstance) => app.registerJobHandler('probe', async () => {});\n",
      ),
    ).toContain('no-restricted-syntax');
  });

  it('lets a module’s jobs file register its handlers', async () => {
    expect(
      await rulesBroken(
        'apps/api/src/modules/booking/lint-probe.jobs.ts',
        "import type { FastifyInstance } from 'fastify';\nexport const probe = (app: FastifyInstance) => app.registerJobHandler('probe', async () => {});\n",
      ),
    ).toEqual([]);
  });
});

describe('import cycles', () => {
  it('refuses two files importing each other', async () => {
    const results = await eslint.lintFiles(['tools/lint-fixtures/cycle-a.ts']);
    expect(results[0]?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});

describe('the end-to-end specs', () => {
  it("refuses Playwright's own test, which would send every test from one address", async () => {
    expect(
      await rulesBroken(
        'e2e/specs/lint-probe.spec.ts',
        "import { test } from '@playwright/test';\ntest('probe', () => {});\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('lets a spec take test from the support file and types from Playwright', async () => {
    expect(
      await rulesBroken(
        'e2e/specs/lint-probe.spec.ts',
        "import type { Page } from '@playwright/test';\nimport { test } from '../support/test';\ntest('probe', ({ page }: { page: Page }) => page.title());\n",
      ),
    ).toEqual([]);
  });
});

describe('Fastify plugins', () => {
  it('refuses a plugin without a name', async () => {
    const plugin = "import fp from 'fastify-plugin';\nexport const probe = fp(async () => {}";
    expect(await rulesBroken('apps/api/src/plugins/lint-probe.ts', `${plugin});\n`)).toContain(
      'no-restricted-syntax',
    );
    expect(
      await rulesBroken('apps/api/src/plugins/lint-probe.ts', `${plugin}, { name: 'probe' });\n`),
    ).toEqual([]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { copyEmptyDataDir } from '../test/database-template';
import { openDatabase } from './client';
import { educationSystems } from './schema/index';

describe('the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-db-'));
  copyEmptyDataDir(inject('databaseTemplate'), dataDir);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data in DATA_DIR across a restart', async () => {
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    await first.migrate();
    await first.db
      .insert(educationSystems)
      .values({ slug: 'restart-probe', nameEn: 'Probe', nameAr: 'تجربة' });
    await first.close();

    const second = await openDatabase({ databaseUrl: undefined, dataDir });
    await second.migrate();
    const rows = await second.db
      .select()
      .from(educationSystems)
      .where(eq(educationSystems.slug, 'restart-probe'));
    await second.close();

    expect(rows).toHaveLength(1);
    expect(rows[0]?.nameAr).toBe('تجربة');
  });
});

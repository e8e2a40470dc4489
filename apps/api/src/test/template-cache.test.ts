import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cachedTemplate,
  seedSources,
  buildingPrefix,
  storeTemplate,
  templateCacheKey,
} from './template-cache';

describe('the cached test database template', () => {
  it('is keyed on every file the seed reaches, found by following its imports', async () => {
    const sources = await seedSources();
    expect(sources).toEqual(
      expect.arrayContaining([
        'src/db/seed.ts',
        'src/db/schema/money.ts',
        'src/modules/tutors/demo-tutors.ts',
        'src/modules/catalog/catalog-data.ts',
        'src/modules/family/family.seed.ts',
      ]),
    );
    expect(sources.some((file) => file.includes('node_modules'))).toBe(false);
    expect(await templateCacheKey()).toMatch(/^[0-9a-f]{24}$/);
  });

  it('stores a template whole under its key, keeps the first of two, and keeps three keys', () => {
    // A cache of its own: the real one is in use by the other test files.
    const root = mkdtempSync(path.join(tmpdir(), 'nibras-template-cache-'));
    const build = (marker: string) => {
      const folder = mkdtempSync(path.join(root, buildingPrefix));
      writeFileSync(path.join(folder, 'complete'), marker);
      return folder;
    };
    try {
      expect(cachedTemplate('a', root)).toBeUndefined();
      const first = storeTemplate('a', build('first'), root);
      expect(cachedTemplate('a', root)).toBe(first);
      expect(storeTemplate('a', build('second'), root)).toBe(first);
      expect(readFileSync(path.join(first, 'complete'), 'utf8')).toBe('first');
      const inProgress = mkdtempSync(path.join(root, buildingPrefix));
      for (const key of ['b', 'c', 'd']) storeTemplate(key, build(key), root);
      expect(readdirSync(root).sort()).toEqual(['b', 'c', 'd', path.basename(inProgress)].sort());
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

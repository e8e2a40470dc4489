import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sharedDocuments, staleCopies } from './shared-docs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '..', 'shared');

describe('docs/shared: the copies of the shared documents', () => {
  it.runIf(existsSync(shared))('match ../shared, where it is beside the repository', () => {
    expect(staleCopies(shared, path.join(root, 'docs', 'shared'))).toEqual([]);
  });

  it('names a copy that differs from its source, and one that is missing', () => {
    const source = path.join(root, 'docs', 'shared');
    const copies = path.join(root, 'tools', 'lint-fixtures', 'shared-docs-stale');
    expect(staleCopies(source, copies)).toEqual(['ARCHITECTURE.md', 'STYLE.md']);
  });

  it('holds each document whole', () => {
    for (const name of sharedDocuments) {
      expect(readFileSync(path.join(root, 'docs', 'shared', name), 'utf8')).toMatch(/^# /);
    }
  });
});

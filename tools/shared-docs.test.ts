import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citationsOutside, sharedDocuments, staleCopies } from './shared-docs.mjs';

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

  it('are what the repository cites: no comment or document points outside it', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs|js|md|json|yml|yaml|sh|css|html)$/.test(file))
      // The copies themselves, and this rule's own files, which name what they look for.
      .filter(
        (file) => !/^(docs\/shared\/|tools\/lint-fixtures\/|tools\/shared-docs\.)/.test(file),
      );
    const outside = tracked.flatMap((file) => {
      const text = existsSync(path.join(root, file))
        ? readFileSync(path.join(root, file), 'utf8')
        : '';
      return citationsOutside(text).map((citation) => `${file}: ${citation}`);
    });
    expect(outside).toEqual([]);
  });

  it('finds a citation outside the repository, and leaves one of the copy', () => {
    expect(
      citationsOutside(
        'as SPEC.md section 4 says, and ../shared/STYLE.md; docs/shared/ARCHITECTURE.md is fine',
      ),
    ).toEqual(['SPEC.md', '../shared/STYLE.md']);
  });
});

// The shared documents kept beside the repository (../shared) and copied into docs/shared, so
// that comments cite a path inside the repository (docs/shared/README.md).
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const sharedDocuments = ['SPEC.md', 'ARCHITECTURE.md', 'STYLE.md'];

/** The documents whose copy in `copies` is missing or differs from `source`'s. */
export function staleCopies(source, copies) {
  return sharedDocuments.filter((name) => {
    const copy = path.join(copies, name);
    return (
      !existsSync(copy) ||
      readFileSync(copy, 'utf8') !== readFileSync(path.join(source, name), 'utf8')
    );
  });
}

/**
 * The places in `text` that cite a shared document by a path outside the repository
 * ("SPEC.md", "../shared/SPEC.md") rather than its copy ("docs/shared/SPEC.md").
 */
export function citationsOutside(text) {
  const name = sharedDocuments.map((document) => document.replace('.', '\\.')).join('|');
  return [...text.matchAll(new RegExp(`(?<![\\w/.-])(?:\\.\\./shared/)?(?:${name})`, 'g'))].map(
    (match) => match[0],
  );
}

// `npm run shared:copy`: copy ../shared's documents into docs/shared.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const source = path.resolve(root, '..', 'shared');
  for (const name of staleCopies(source, path.join(root, 'docs', 'shared'))) {
    copyFileSync(path.join(source, name), path.join(root, 'docs', 'shared', name));
    process.stdout.write(`docs/shared/${name} copied from ../shared\n`);
  }
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Translation keys are types (apps/web/src/i18next.d.ts): a key with no English text fails the
 * type check. Shown here on a probe compiled with the web app's own settings.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webConfig = ts.getParsedCommandLineOfConfigFile(
  path.join(repoRoot, 'apps/web/tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
);
if (!webConfig) throw new Error('apps/web/tsconfig.json could not be read');

const probePath = path.join(repoRoot, 'apps/web/src/features/home/components/keys-probe.tsx');

/** The type errors of a component that translates with `calls` (code using `t`). */
function typeErrorsOf(calls: string): string[] {
  const source = [
    "import { useTranslation } from 'react-i18next';",
    'export function Probe() {',
    "  const { t } = useTranslation('home');",
    `  return <p>{${calls}}</p>;`,
    '}',
  ].join('\n');
  const host = ts.createCompilerHost(webConfig!.options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === probePath ? source : readFile(file));
  host.fileExists = (file) => file === probePath || ts.sys.fileExists(file);
  host.getSourceFile = (file, language) =>
    file === probePath
      ? ts.createSourceFile(file, source, language, true, ts.ScriptKind.TSX)
      : getSourceFile(file, language);
  const program = ts.createProgram({
    rootNames: [probePath, path.join(repoRoot, 'apps/web/src/i18next.d.ts')],
    options: webConfig!.options,
    host,
  });
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(probePath))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('translation keys', () => {
  it('accept a key of the namespace, and one of another namespace named with ns', () => {
    expect(typeErrorsOf("t('subjects.title') + t('loading', { ns: 'common' })")).toEqual([]);
  });

  it('refuse a key that has no text', () => {
    expect(typeErrorsOf("t('subjects.titel')").join('\n')).toContain('subjects.titel');
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Translation keys are types, in both apps: a key with no English text fails the type check
 * (apps/web/src/i18next.d.ts for the web app, apps/api/src/i18next.d.ts for the server). Shown
 * here on probes compiled with each app's own settings.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function configOf(project: string) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(repoRoot, project, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error(`${project}/tsconfig.json could not be read`);
  return config;
}

/** The type errors of `source`, compiled as `probePath` with a project's settings and key types. */
function typeErrorsOf(project: string, probePath: string, source: string): string[] {
  const config = configOf(project);
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === probePath ? source : readFile(file));
  host.fileExists = (file) => file === probePath || ts.sys.fileExists(file);
  host.getSourceFile = (file, language) =>
    file === probePath
      ? ts.createSourceFile(file, source, language, true)
      : getSourceFile(file, language);
  const program = ts.createProgram({
    rootNames: [probePath, path.join(repoRoot, project, 'src/i18next.d.ts')],
    options: config.options,
    host,
  });
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(probePath))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/** The errors of a web component that translates with `calls` (code using `t`). */
function webErrorsOf(calls: string): string[] {
  return typeErrorsOf(
    'apps/web',
    path.join(repoRoot, 'apps/web/src/features/home/components/keys-probe.tsx'),
    [
      "import { useTranslation } from 'react-i18next';",
      'export function Probe() {',
      "  const { t } = useTranslation('home');",
      `  return <p>{${calls}}</p>;`,
      '}',
    ].join('\n'),
  );
}

/** The errors of API code that says `code` with the server's texts (plugins/i18n.ts). */
function apiErrorsOf(code: string): string[] {
  return typeErrorsOf(
    'apps/api',
    path.join(repoRoot, 'apps/api/src/modules/contact/keys-probe.ts'),
    [
      "import type { FastifyRequest } from 'fastify';",
      "import { said, textsIn } from '../../plugins/i18n';",
      'export function probe(request: FastifyRequest): string {',
      `  return ${code};`,
      '}',
    ].join('\n'),
  );
}

describe('translation keys', () => {
  it('accept a key of the namespace, and one of another namespace named with ns', () => {
    expect(webErrorsOf("t('subjects.title') + t('loading', { ns: 'common' })")).toEqual([]);
  });

  it('refuse a key that has no text', () => {
    expect(webErrorsOf("t('subjects.titel')").join('\n')).toContain('subjects.titel');
  });
});

describe("the server's translation keys", () => {
  it('accept the keys of the shared texts and of each email namespace', () => {
    expect(
      apiErrorsOf(
        [
          "said(request, 'contact.sent')",
          "textsIn('ar', 'booking-emails')('requested.subject', { subject: 'x' })",
          "textsIn('en', 'booking-emails', 'calendar')('location')",
          "textsIn('ar', 'messaging-emails')('unread', { count: 3 })",
          "textsIn('en', 'support-emails')('languages.ar')",
        ].join(' + '),
      ),
    ).toEqual([]);
  });

  it('refuse a shared key that has no text', () => {
    expect(apiErrorsOf("said(request, 'contact.snet')").join('\n')).toContain('contact.snet');
  });

  it("refuse an email key that has no text, and another namespace's key", () => {
    expect(apiErrorsOf("textsIn('en', 'emails')('greting')").join('\n')).toContain('greting');
    expect(apiErrorsOf("textsIn('en', 'emails')('requested.subject')").join('\n')).toContain(
      'requested.subject',
    );
  });

  it('refuse a namespace the server does not have', () => {
    expect(apiErrorsOf("textsIn('en', 'mails')('brand')").join('\n')).toContain('mails');
  });
});

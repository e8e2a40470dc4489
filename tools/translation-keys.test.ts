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

/**
 * Every probe of a project, compiled in one program: compiling an app's key types (i18next's
 * unions over every text) is what costs, once per program. Each probe's errors are its own.
 */
type Probe = { project: string; path: string; source: string };
const probes: Probe[] = [];
const programs = new Map<string, ts.Program>();

/** Registers a probe (at collection, before any test runs) and returns its errors' reader. */
function probe(project: string, file: string, source: string) {
  const entry = { project, path: path.join(repoRoot, project, file), source };
  probes.push(entry);
  return () => typeErrorsOf(entry);
}

function programOf(project: string) {
  const known = programs.get(project);
  if (known) return known;
  const config = configOf(project);
  const sources = new Map(
    probes.filter((entry) => entry.project === project).map((entry) => [entry.path, entry.source]),
  );
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => sources.get(file) ?? readFile(file);
  host.fileExists = (file) => sources.has(file) || ts.sys.fileExists(file);
  host.getSourceFile = (file, language) => {
    const source = sources.get(file);
    return source === undefined
      ? getSourceFile(file, language)
      : ts.createSourceFile(file, source, language, true);
  };
  const program = ts.createProgram({
    rootNames: [...sources.keys(), path.join(repoRoot, project, 'src/i18next.d.ts')],
    options: config.options,
    host,
  });
  programs.set(project, program);
  return program;
}

function typeErrorsOf(entry: Probe): string[] {
  const program = programOf(entry.project);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(entry.path))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

let probeCount = 0;

/** A web component that translates with `calls` (code using `t`). */
function webProbe(calls: string) {
  return probe(
    'apps/web',
    `src/features/home/components/keys-probe-${++probeCount}.tsx`,
    [
      "import { useTranslation } from 'react-i18next';",
      'export function Probe() {',
      "  const { t } = useTranslation('home');",
      `  return <p>{${calls}}</p>;`,
      '}',
    ].join('\n'),
  );
}

/** API code that says `code` with the server's texts (plugins/i18n.ts). */
function apiProbe(code: string) {
  return probe(
    'apps/api',
    `src/modules/contact/keys-probe-${++probeCount}.ts`,
    [
      "import type { FastifyRequest } from 'fastify';",
      "import { said, textsIn } from '../../plugins/i18n';",
      'export function probe(request: FastifyRequest): string {',
      `  return ${code};`,
      '}',
    ].join('\n'),
  );
}

const known = {
  web: webProbe("t('subjects.title') + t('loading', { ns: 'common' })"),
  api: apiProbe(
    [
      "said(request, 'contact.sent')",
      "textsIn('ar', 'booking-emails')('requested.subject', { subject: 'x' })",
      "textsIn('en', 'booking-emails', 'calendar')('location')",
      "textsIn('ar', 'messaging-emails')('unread', { count: 3 })",
      "textsIn('en', 'support-emails')('languages.ar')",
    ].join(' + '),
  ),
};
const typos = {
  web: webProbe("t('subjects.titel')"),
  shared: apiProbe("said(request, 'contact.snet')"),
  email: apiProbe("textsIn('en', 'emails')('greting')"),
  otherNamespace: apiProbe("textsIn('en', 'emails')('requested.subject')"),
  namespace: apiProbe("textsIn('en', 'mails')('brand')"),
};

describe('translation keys', () => {
  it('accept a key of the namespace, and one of another namespace named with ns', () => {
    expect(known.web()).toEqual([]);
  });

  it('refuse a key that has no text', () => {
    expect(typos.web().join('\n')).toContain('subjects.titel');
  });
});

describe("the server's translation keys", () => {
  it('accept the keys of the shared texts and of each email namespace', () => {
    expect(known.api()).toEqual([]);
  });

  it('refuse a shared key that has no text', () => {
    expect(typos.shared().join('\n')).toContain('contact.snet');
  });

  it("refuse an email key that has no text, and another namespace's key", () => {
    expect(typos.email().join('\n')).toContain('greting');
    expect(typos.otherNamespace().join('\n')).toContain('requested.subject');
  });

  it('refuse a namespace the server does not have', () => {
    expect(typos.namespace().join('\n')).toContain('mails');
  });
});

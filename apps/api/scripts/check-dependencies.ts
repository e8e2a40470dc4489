/**
 * Supply-chain check of the lock file, for machines where `npm audit` cannot reach an advisory
 * service: fails on any package version known to have been malicious or sabotaged (hijacked
 * maintainer accounts, protestware, typosquats), and reports what deserves a look (packages
 * that run install scripts, packages present in several major versions). Runs in the test
 * suite (src/dependencies.test.ts) and alone: npm run check:deps -w @nibras/api
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** name → the bad versions, or '*' when every version is bad (the package is malware). */
export const knownBadVersions: Record<string, string[] | '*'> = {
  // 2018: a new maintainer added flatmap-stream, which stole bitcoin wallets.
  'event-stream': ['3.3.6'],
  'flatmap-stream': '*',
  // 2021: hijacked accounts published cryptominers and password stealers.
  'ua-parser-js': ['0.7.29', '0.8.0', '1.0.0'],
  coa: ['2.0.3', '2.0.4', '2.1.1', '2.1.3', '3.0.1', '3.1.3'],
  rc: ['1.2.9', '1.3.9', '2.3.9'],
  // 2022: protestware (file wiping for some locales, peacenotwar).
  'node-ipc': ['9.2.2', '10.1.1', '10.1.2', '10.1.3'],
  peacenotwar: '*',
  // 2022: sabotaged by their author (endless loop, garbage output).
  colors: ['1.4.1', '1.4.2', '1.4.44-liberty-2'],
  faker: ['6.6.6'],
  // 2018: eslint-scope's npm token leaked; the release read ~/.npmrc.
  'eslint-scope': ['3.7.2'],
  'eslint-config-eslint': ['5.0.2'],
  // 2025: phished maintainers (the "chalk/debug" wave, July's eslint-config-prettier wave,
  // the s1ngularity nx release and the first Shai-Hulud worm).
  debug: ['4.4.2'],
  chalk: ['5.6.1'],
  'ansi-styles': ['6.2.2'],
  'ansi-regex': ['6.2.1'],
  'strip-ansi': ['7.1.1'],
  'supports-color': ['10.2.1'],
  'supports-hyperlinks': ['4.1.1'],
  'wrap-ansi': ['9.0.1'],
  'slice-ansi': ['7.1.1'],
  'color-convert': ['3.1.1'],
  'color-name': ['2.0.1'],
  'color-string': ['2.1.1'],
  'has-ansi': ['6.0.1'],
  'chalk-template': ['1.1.1'],
  backslash: ['0.2.1'],
  'is-arrayish': ['0.3.3'],
  'error-ex': ['1.3.3'],
  'simple-swizzle': ['0.2.3'],
  'eslint-config-prettier': ['8.10.1', '9.1.1', '10.1.6', '10.1.7'],
  'eslint-plugin-prettier': ['4.2.2', '4.2.3'],
  synckit: ['0.11.9'],
  '@pkgr/core': ['0.2.8'],
  'napi-postinstall': ['0.3.1'],
  is: ['3.3.1', '5.0.0'],
  nx: ['20.9.0', '20.10.0', '20.11.0', '20.12.0', '21.5.0', '21.6.0', '21.7.0', '21.8.0'],
  '@ctrl/tinycolor': ['4.1.1', '4.1.2'],
  // Typosquats and droppers that were never legitimate.
  crossenv: '*',
  'cross-env.js': '*',
  getcookies: '*',
  'electron-native-notify': '*',
  'discord.dll': '*',
};

type LockPackage = {
  version?: string;
  hasInstallScript?: boolean;
  dev?: boolean;
  optional?: boolean;
};
type Lock = { packages: Record<string, LockPackage> };

export type LockedPackage = { name: string; version: string; where: string } & LockPackage;

/** Every installed package of a lock file (v2/v3), workspaces excluded. */
export function lockedPackages(lock: Lock): LockedPackage[] {
  return Object.entries(lock.packages).flatMap(([where, entry]) => {
    const at = where.lastIndexOf('node_modules/');
    if (at === -1 || !entry.version) return [];
    return [
      { ...entry, name: where.slice(at + 'node_modules/'.length), version: entry.version, where },
    ];
  });
}

export function knownBadIn(packages: LockedPackage[]): LockedPackage[] {
  return packages.filter((item) => {
    const bad = knownBadVersions[item.name];
    return bad === '*' || (bad !== undefined && bad.includes(item.version));
  });
}

export function severalMajors(packages: LockedPackage[]): Record<string, string[]> {
  const majors = new Map<string, Set<string>>();
  // Platform binaries (optional) follow their parent package; it is reported instead.
  for (const item of packages.filter((entry) => !entry.optional)) {
    const major = item.version.split('.')[0] ?? item.version;
    majors.set(
      item.name,
      (majors.get(item.name) ?? new Set()).add(major === '0' ? item.version : major),
    );
  }
  return Object.fromEntries(
    [...majors].filter(([, seen]) => seen.size > 1).map(([name, seen]) => [name, [...seen]]),
  );
}

export const repoLockFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../package-lock.json',
);

export function readLock(file = repoLockFile): Lock {
  return JSON.parse(readFileSync(file, 'utf8')) as Lock;
}

function main() {
  const packages = lockedPackages(readLock());
  const bad = knownBadIn(packages);
  console.log(
    `${packages.length} locked packages checked against ${Object.keys(knownBadVersions).length} known-bad names.`,
  );
  const scripts = packages.filter((item) => item.hasInstallScript);
  console.log(
    `Run install scripts: ${scripts.map((item) => `${item.name}@${item.version}`).join(', ') || 'none'}`,
  );
  const majors = severalMajors(packages);
  console.log(
    `In several major versions: ${
      Object.entries(majors)
        .map(([name, seen]) => `${name} (${seen.join(', ')})`)
        .join('; ') || 'none'
    }`,
  );
  if (bad.length > 0) {
    console.error(
      `Known-bad versions in package-lock.json:\n  ${bad.map((item) => `${item.where}@${item.version}`).join('\n  ')}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, requiredNode, satisfiesRange } from './check-node.mjs';

const rootPackage = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

/** Runs the check as npm's pre-scripts do, on this Node presenting itself as `version`. */
function runCheck(version?: string) {
  const pretend = version
    ? [
        '--import',
        `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"${version}"})`,
      ]
    : [];
  return spawnSync(process.execPath, [...pretend, 'tools/check-node.mjs'], { encoding: 'utf8' });
}

describe('the Node.js version check (decision 0028)', () => {
  it('reads the range from package.json, which .nvmrc and the CI stay within', () => {
    expect(requiredNode).toBe(rootPackage.engines.node);
    expect(requiredNode).toBe('^22.13 || ^24');
    expect(satisfiesRange(`${readFileSync('.nvmrc', 'utf8').trim()}.0.0`, requiredNode)).toBe(true);
  });

  it('takes 22.13 and later 22s and every 24, and nothing older, odd or newer', () => {
    for (const version of ['22.13.0', '22.23.3', 'v24.0.0', '24.21.0'])
      expect(satisfiesRange(version, requiredNode), version).toBe(true);
    for (const version of ['20.20.2', '22.12.0', '23.11.0', '25.0.0', '18.20.0'])
      expect(satisfiesRange(version, requiredNode), version).toBe(false);
    expect(satisfiesRange('22.13.0', '^22.13.1')).toBe(false);
    expect(satisfiesRange('22.13.1', '^22.13.1')).toBe(true);
  });

  it('refuses a range it cannot read rather than guessing', () => {
    expect(() => satisfiesRange('24.0.0', '>=22')).toThrow(/understands only/);
  });

  it('says which Node is needed, which one this is and how to get the right one', () => {
    expect(nodeVersionProblem('24.21.0')).toBeUndefined();
    const problem = nodeVersionProblem('20.20.2');
    expect(problem).toContain('Nibras needs Node.js ^22.13 || ^24; this is Node.js 20.20.2.');
    expect(problem).toContain('nvm install');
    expect(problem).toContain('tools/node-from-npm.sh 24');
  });

  it('stops npm start, test, dev and build on an older Node before they begin', () => {
    for (const script of ['start', 'test', 'dev', 'build'])
      expect(rootPackage.scripts[`pre${script}`], script).toBe('node tools/check-node.mjs');
    const refused = runCheck('20.20.2');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('this is Node.js 20.20.2');
    const accepted = runCheck();
    expect(accepted.stderr).toBe('');
    expect(accepted.status).toBe(0);
  });
});

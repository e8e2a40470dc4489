import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { linkNode } from './link-node.mjs';

/** A project's bin folder and a cache holding a fetched release, both in a new folder. */
function aMachine() {
  const root = mkdtempSync(path.join(tmpdir(), 'link-node-'));
  const keptIn = path.join(root, 'cache', 'nibras', 'node');
  const release = path.join(keptIn, '24.21.0-linux-x64');
  const binDir = path.join(root, 'project', 'node_modules', '.bin');
  return { keptIn, release, binDir, link: path.join(binDir, 'node') };
}

describe('Node 24 for a machine whose own Node is older (decision 0028)', () => {
  it('links the fetched Node where npm looks first, on an older Node', () => {
    const machine = aMachine();
    const fetchNode = vi.fn(() => machine.release);
    expect(linkNode({ machineVersion: '20.20.2', fetchNode, ...machine })).toBe('linked');
    expect(readlinkSync(machine.link)).toBe(path.join(machine.release, 'bin', 'node'));
    // A second install finds it in place.
    expect(linkNode({ machineVersion: '20.20.2', fetchNode, ...machine })).toBe('unchanged');
  });

  it('fetches nothing and links nothing on a supported Node', () => {
    const machine = aMachine();
    const fetchNode = vi.fn(() => machine.release);
    for (const machineVersion of ['24.21.0', '22.13.0'])
      expect(linkNode({ machineVersion, fetchNode, ...machine })).toBe('unchanged');
    expect(fetchNode).not.toHaveBeenCalled();
    expect(existsSync(machine.link)).toBe(false);
  });

  it('removes its own link once the machine has a supported Node, and only its own', () => {
    const machine = aMachine();
    const fetchNode = () => machine.release;
    linkNode({ machineVersion: '20.20.2', fetchNode, ...machine });
    expect(linkNode({ machineVersion: '24.21.0', fetchNode, ...machine })).toBe('unlinked');
    expect(existsSync(machine.link)).toBe(false);

    mkdirSync(machine.binDir, { recursive: true });
    symlinkSync('/opt/someone-elses/node', machine.link);
    expect(linkNode({ machineVersion: '24.21.0', fetchNode, ...machine })).toBe('unchanged');
    expect(readlinkSync(machine.link)).toBe('/opt/someone-elses/node');
  });

  it('runs after every npm install, which an older Node may run to the end', () => {
    const scripts = (
      JSON.parse(readFileSync('package.json', 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts.postinstall).toBe('node tools/link-node.mjs');
    // engine-strict would stop the install before its postinstall could link Node 24.
    expect(readFileSync('.npmrc', 'utf8')).not.toMatch(/engine-strict/);
  });
});

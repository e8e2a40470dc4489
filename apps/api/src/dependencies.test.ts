import { describe, expect, it } from 'vitest';
import { knownBadIn, lockedPackages, readLock } from '../scripts/check-dependencies';

/** npm audit cannot reach an advisory service here; this is the check that always runs. */
describe('the locked dependencies', () => {
  it('hold no version known to have been malicious or sabotaged', () => {
    const packages = lockedPackages(readLock());
    expect(packages.length).toBeGreaterThan(100);
    expect(knownBadIn(packages).map((item) => `${item.where}@${item.version}`)).toEqual([]);
  });

  it('would notice one', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/event-stream': { version: '3.3.6' },
        'node_modules/a/node_modules/flatmap-stream': { version: '0.1.1' },
        'node_modules/colors': { version: '1.4.0' },
      },
    };
    expect(knownBadIn(lockedPackages(lock)).map((item) => item.name)).toEqual([
      'event-stream',
      'flatmap-stream',
    ]);
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MIN_NODE } from './preflight-rules.mjs';

/**
 * Every package the lockfile installs accepts the oldest Node the README and the preflight
 * promise (MIN_NODE), so that `npm ci` on that Node neither warns nor installs code that needs a
 * newer one. Ranges are read with npm's own `semver` (installed with npm's toolchain; it ships no
 * types, hence the narrow interface below).
 */

interface Semver {
  satisfies(version: string, range: string): boolean;
  validRange(range: string): string | null;
  minVersion(range: string): { version: string } | null;
}
const semver = createRequire(__filename)('semver') as Semver;

const ROOT = join(__dirname, '..', '..');
const MIN = MIN_NODE.join('.');

interface LockEntry {
  engines?: { node?: unknown } | string[];
}
interface Lockfile {
  packages: Record<string, LockEntry>;
}

/** Lockfile entries (`node_modules/x` paths) whose `engines.node` refuses `version`, with their range. */
function refusing(lock: Lockfile, version: string): string[] {
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    // The old array form (["node >= 0.8"]) is advisory and ignored by npm; only the object form counts.
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (range === undefined) return [];
    if (typeof range !== 'string' || semver.validRange(range) === null) return [`${path || '(root)'} has an unreadable engines.node ${JSON.stringify(range)}`];
    return semver.satisfies(version, range) ? [] : [`${path || '(root)'} needs node ${range}`];
  });
}

describe('engines.node of the installed packages', () => {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as Lockfile;

  it(`accept the minimum Node the preflight enforces (${MIN}), the workspace's own engines included`, () => {
    expect(Object.keys(lock.packages).length).toBeGreaterThan(100);
    expect(refusing(lock, MIN)).toEqual([]);
  });

  it('the workspace names that same minimum in package.json engines and in the README', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(`**Node ${MIN_NODE[0]}.${MIN_NODE[1]}+**`);
    const engines = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    expect(semver.minVersion(engines)?.version).toBe(MIN);
  });

  it('the check names a package that needs a newer Node, or whose range is unreadable', () => {
    const lock = {
      packages: {
        '': { engines: { node: '>=20.19.0' } },
        'node_modules/new-only': { engines: { node: '>=22' } },
        'node_modules/broken': { engines: { node: 'twenty' } },
        'node_modules/old-style': { engines: ['node >= 99'] },
        'node_modules/caret': { engines: { node: '^20.19.0 || >=22.12.0' } },
      },
    };
    expect(refusing(lock, MIN)).toEqual(['node_modules/new-only needs node >=22', 'node_modules/broken has an unreadable engines.node "twenty"']);
  });
});

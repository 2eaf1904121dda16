import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { labFigures } from '../../../../../plugins/performance/pipeline/performance-data';

describe('the lab’s committed figures', () => {
  it('hold the installed release and at least nine more, oldest first', () => {
    const { installed, releases } = labFigures();
    const versions = releases.map((file) => file.version);
    expect(versions).toContain(installed);
    expect(versions.length).toBeGreaterThanOrEqual(10);
    expect(versions.at(-1)).toBe(installed);
    expect(versions.indexOf('1.9.1')).toBeLessThan(versions.indexOf('1.10.0'));
  });

  it('say which file is missing, or which one is broken', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'performance-'));
    fs.writeFileSync(
      path.join(dir, '1.0.0.json'),
      '{"version":"1.0.0","machine":{"benchmarkIndex":[1,1]},"scenarios":[]}',
    );
    expect(() => labFigures(dir)).toThrow(/no scenarios/);
    fs.rmSync(path.join(dir, '1.0.0.json'));
    expect(() => labFigures(dir)).toThrow(
      /has no figures for the installed release \d+\.\d+\.\d+: run npm run perf-lab -- --write/,
    );
  });
});

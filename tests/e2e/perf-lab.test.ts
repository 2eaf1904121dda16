/**
 * `npm run perf-lab` as its user runs it: it measures the scenarios asked for in a headless Chromium and writes a
 * release's file that the site reads, with the machine's benchmark index; a mount over the time limit stops its
 * scenario, and a larger one is not run. Nothing here depends on how fast the machine is: the limit that stops a
 * 50,000-cell mount is one millisecond.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readPerformanceFile, statOf } from '../../plugins/performance/core/figures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const perfLab = (...args: string[]) =>
  promisify(execFile)('npx', ['tsx', 'plugins/performance/scripts/perf-lab.ts', ...args], { cwd: ROOT });

describe('npm run perf-lab', () => {
  it('measures the scenarios asked for and writes the release’s file', { timeout: 240_000 }, async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-lab-'));
    const { stdout } = await perfLab('--only', 'virtual-100x10-plain,table-100x10-fixed', '--write', '--out', out);
    expect(stdout).toMatch(/^virtual-100x10-plain +mount [\d.]+ ms/m);
    const file = readPerformanceFile(fs.readFileSync(path.join(out, '1.12.0.json'), 'utf8'), '1.12.0.json');
    expect(file.scenarios.map((result) => [result.id, result.status])).toEqual([
      ['virtual-100x10-plain', 'ok'],
      ['table-100x10-fixed', 'ok'],
    ]);
    expect(file.machine.benchmarkIndex.every((index) => index > 0)).toBe(true);
    expect(file.machine.cores).toBeGreaterThan(0);
    expect(file.idleBefore).toBeGreaterThanOrEqual(0);
    const fixed = file.scenarios[1];
    expect(fixed.status === 'ok' && fixed.runs.length).toBeGreaterThanOrEqual(3);
    if (fixed.status !== 'ok') throw new Error('not measured');
    // A hundred rows of ten cells: a thousand <td> at least.
    expect(statOf(fixed.runs, 'domNodes')!.median).toBeGreaterThan(1_000);
    expect(statOf(fixed.runs, 'heapMB')).toBeDefined();
  });

  it('stops a scenario at the limit and does not run a larger one', { timeout: 240_000 }, async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-lab-'));
    const { stdout } = await perfLab(
      '--only',
      'table-1000x50-plain,table-10000x50-fixed',
      '--limit',
      '1',
      '--write',
      '--out',
      out,
    );
    expect(stdout).toContain('table-1000x50-plain          over the 0.001 s limit in mount');
    const file = readPerformanceFile(fs.readFileSync(path.join(out, '1.12.0.json'), 'utf8'), '1.12.0.json');
    expect(file.timeLimitMs).toBe(1);
    expect(file.scenarios).toEqual([
      { id: 'table-1000x50-plain', status: 'limit', phase: 'mount', runs: [] },
      { id: 'table-10000x50-fixed', status: 'beyond', after: 'table-1000x50-plain' },
    ]);
  });

  it('says what is wrong with a scenario it does not know', { timeout: 60_000 }, async () => {
    await expect(perfLab('--only', 'table-7x7-bold')).rejects.toMatchObject({
      stderr: expect.stringContaining('--only: no scenario "table-7x7-bold" (an id is like table-1000x50-plain)'),
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  measureScenario,
  median,
  medianOf,
  percentile,
  readPerformanceFile,
  statOf,
  summarizeRun,
  type RunFigures,
  type RunOutcome,
} from '../../../../../plugins/performance/core/figures';
import { parseScenarioId } from '../../../../../plugins/performance/core/scenarios';
import { sampleFile, summary } from './data/sample';

const figures = (mount: number, extra: Partial<RunFigures> = {}): RunFigures => ({
  mount,
  update: mount / 2,
  frames: [16.7, 16.7, 33.3, 16.7],
  domNodes: 100,
  ...extra,
});
describe('percentiles', () => {
  it('take the nearest rank', () => {
    expect(percentile([5, 1, 3], 0.5)).toBe(3);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(
      percentile(
        Array.from({ length: 20 }, (_, i) => i + 1),
        0.95,
      ),
    ).toBe(19);
    expect(percentile([7], 0.95)).toBe(7);
    expect(() => percentile([], 0.5)).toThrow(/No values/);
  });

  it('and a median lies between the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([3, 1, 2])).toBe(2);
    expect(() => median([])).toThrow(/No values/);
  });
});

describe('a run’s summary', () => {
  it('keeps tenths of a millisecond, the frames’ median and 95th percentile, and the heap in MB', () => {
    const frames = [...Array.from({ length: 19 }, () => 16.66), 100.04];
    expect(summarizeRun(figures(12.345, { frames, heapBytes: 3 * 1_048_576 }))).toEqual({
      mount: 12.3,
      update: 6.2,
      scrollP50: 16.7,
      scrollP95: 16.7,
      domNodes: 100,
      heapMB: 3,
    });
    expect(
      summarizeRun(
        figures(1, {
          frames: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200],
        }),
      ).scrollP95,
    ).toBe(190);
    expect(summarizeRun(figures(1))).not.toHaveProperty('heapMB');
  });
});

describe('measuring a scenario', () => {
  const scenario = parseScenarioId('table-100x10-plain')!;

  it('runs it four times when quick, three when the first run was slow, and tells each run', async () => {
    const told: string[] = [];
    const quick = await measureScenario(
      scenario,
      async () => figures(10),
      [],
      (run, of) => told.push(`${run}/${of}`),
    );
    expect(quick.status === 'ok' && quick.runs).toHaveLength(4);
    expect(told).toEqual(['1/1', '2/4', '3/4', '4/4']);
    const slow = await measureScenario(scenario, async () => figures(2_500));
    expect(slow.status === 'ok' && slow.runs).toHaveLength(3);
  });

  it('stops at the first run over the limit, keeping the runs before it', async () => {
    let calls = 0;
    const outcomes: RunOutcome[] = [figures(10), figures(10), { limit: 'update' }, figures(10)];
    const result = await measureScenario(scenario, async () => outcomes[calls++]);
    expect(result).toEqual({
      id: 'table-100x10-plain',
      status: 'limit',
      phase: 'update',
      runs: [summarizeRun(figures(10)), summarizeRun(figures(10))],
    });
    expect(calls).toBe(3);
  });

  it('does not run a scenario that a smaller one showed to be over the limit', async () => {
    let calls = 0;
    const result = await measureScenario(
      parseScenarioId('table-1000x50-heavy')!,
      async () => {
        calls++;
        return figures(1);
      },
      [parseScenarioId('table-100x50-plain')!],
    );
    expect(result).toEqual({ id: 'table-1000x50-heavy', status: 'beyond', after: 'table-100x50-plain' });
    expect(calls).toBe(0);
  });

  it('lets a stop thrown by a run through', async () => {
    await expect(measureScenario(scenario, () => Promise.reject(new Error('stopped during mount')))).rejects.toThrow(
      'stopped',
    );
  });
});

describe('statistics', () => {
  it('set the first run apart and take the median and range of the others', () => {
    const stat = statOf([summary(900), summary(110), summary(100), summary(130)], 'mount')!;
    expect(stat).toEqual({ first: 900, median: 110, min: 100, max: 130, spread: 30 / 110, runs: 3 });
    expect(statOf([summary(50)], 'mount')).toEqual({ first: 50, median: 50, min: 50, max: 50, spread: 0, runs: 1 });
    expect(statOf([summary(0), summary(0)], 'mount')!.spread).toBe(0);
  });

  it('have nothing for a measure no run reported', () => {
    expect(statOf([summary(1), summary(2)], 'heapMB')).toBeUndefined();
    expect(statOf([summary(1, { heapMB: 2 }), summary(2, { heapMB: 4 })], 'heapMB')!.median).toBe(4);
  });

  it('read a scenario’s median from a file, none for one over the limit or absent', () => {
    const file = sampleFile([
      { id: 'a', status: 'ok', runs: [summary(9), summary(3), summary(5), summary(4)] },
      { id: 'b', status: 'limit', phase: 'mount', runs: [] },
    ]);
    expect(medianOf(file, 'a', 'mount')).toBe(4);
    expect(medianOf(file, 'b', 'mount')).toBeUndefined();
    expect(medianOf(file, 'c', 'mount')).toBeUndefined();
  });
});

describe('a results file', () => {
  const good = sampleFile([{ id: 'table-100x10-plain', status: 'ok', runs: [summary(1)] }]);

  it('is read back as written', () => {
    expect(readPerformanceFile(JSON.stringify(good), 'x.json')).toEqual(good);
  });

  it('names the file and what is wrong', () => {
    const broken = (change: (file: Record<string, unknown>) => void) => {
      const copy = JSON.parse(JSON.stringify(good)) as Record<string, unknown>;
      change(copy);
      return () => readPerformanceFile(JSON.stringify(copy), 'facts/x.json');
    };
    expect(() => readPerformanceFile('{', 'facts/x.json')).toThrow(/^facts\/x.json is not JSON/);
    expect(broken((f) => delete f.version)).toThrow('facts/x.json: no version');
    expect(broken((f) => ((f.machine as { benchmarkIndex: unknown }).benchmarkIndex = ['fast']))).toThrow(
      'no benchmark index',
    );
    expect(broken((f) => (f.scenarios = []))).toThrow('no scenarios');
    expect(broken((f) => ((f.scenarios as { status: string }[])[0].status = 'maybe'))).toThrow(
      'table-100x10-plain has no status',
    );
    expect(broken((f) => ((f.scenarios as { runs: unknown[] }[])[0].runs = []))).toThrow(
      'table-100x10-plain has no runs',
    );
    expect(broken((f) => ((f.scenarios as { runs: Record<string, unknown>[] }[])[0].runs[0].mount = '3'))).toThrow(
      'table-100x10-plain has a mount that is not a number',
    );
  });

  it('may hold scenarios that were not run or passed the limit', () => {
    const file = sampleFile([
      { id: 'a', status: 'beyond', after: 'b' },
      { id: 'b', status: 'limit', phase: 'mount', runs: [] },
    ]);
    expect(readPerformanceFile(JSON.stringify(file), 'x').scenarios).toHaveLength(2);
  });
});

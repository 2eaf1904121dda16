import { describe, expect, it } from 'vitest';
import {
  axisTicks,
  chartPoints,
  formatFigure,
  labText,
  largestChange,
  meanIndex,
  wasLoaded,
  scenarioOf,
  scenarioTitle,
} from '../../../../../plugins/performance/core/lab-view';
import words from '../../../../../plugins/performance/core/performance-texts.json';
import { sampleFile, summary } from './data/sample';

describe('the lab’s words', () => {
  it('exist in both languages and fill their placeholders', () => {
    for (const [key, word] of Object.entries(words.words)) {
      expect(word['en-US'], key).toBeTruthy();
      expect(word['zh-CN'], key).toBeTruthy();
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(word['zh-CN']), key).toEqual(names(word['en-US']));
    }
    expect(labText('en-US', 'progress', { run: 2, of: 4, phase: 'mounting' })).toBe('Run 2 of 4: mounting…');
    expect(labText('zh-CN', 'progress', { run: 2, of: 4 })).toBe('第 2 次，共 4 次：{phase}…');
  });

  it('print figures with a decimal under 100 and commas between thousands', () => {
    expect(formatFigure(16.66)).toBe('16.7');
    expect(formatFigure(0)).toBe('0.0');
    expect(formatFigure(99.94)).toBe('99.9');
    expect(formatFigure(100)).toBe('100');
    expect(formatFigure(5584.1)).toBe('5,584');
    expect(formatFigure(100_000)).toBe('100,000');
    expect(formatFigure(1_234_567)).toBe('1,234,567');
  });

  it('name a scenario in words', () => {
    expect(scenarioTitle(scenarioOf('virtual-10000x50-fixed'), 'en-US')).toBe(
      'VirtualTable, 10,000 × 50, first and last columns fixed',
    );
    expect(scenarioTitle(scenarioOf('table-100x10-plain'), 'zh-CN')).toBe('Table, 100 × 10, 普通单元格');
    expect(() => scenarioOf('table')).toThrow('No scenario table');
  });
});

describe('a chart’s points', () => {
  const releases = [
    sampleFile([{ id: 'a', status: 'ok', runs: [summary(50), summary(10), summary(12)] }], '1.0.0', [1000, 1400]),
    sampleFile([{ id: 'a', status: 'limit', phase: 'mount', runs: [] }], '1.1.0'),
    sampleFile([{ id: 'b', status: 'ok', runs: [summary(1)] }], '1.2.0'),
    { ...sampleFile([{ id: 'a', status: 'beyond', after: 'c' }], '1.3.0'), loaded: true },
  ];

  it('give each release its median and range, or why there is none', () => {
    const points = chartPoints(releases, 'a', 'mount');
    expect(points.map((point) => point.version)).toEqual(['1.0.0', '1.1.0', '1.2.0', '1.3.0']);
    expect(points[0]).toMatchObject({
      benchmarkIndex: 1200,
      indexes: [1000, 1400],
      loaded: false,
      stat: { median: 11, min: 10, max: 12 },
    });
    expect(points[1]).toMatchObject({ missing: 'limit' });
    expect(points[2]).toMatchObject({ missing: 'absent' });
    expect(points[3]).toMatchObject({ missing: 'limit', loaded: true });
    expect(chartPoints(releases, 'a', 'heapMB')[0]).toMatchObject({ missing: 'absent' });
  });

  it('mark a release whose machine was busy before its runs, or slowed during them', () => {
    expect(wasLoaded(sampleFile([], '1.0.0', [1000, 600]))).toBe(false);
    expect(wasLoaded(sampleFile([], '1.0.0', [1000, 599]))).toBe(true);
    expect(wasLoaded(sampleFile([], '1.0.0', [600, 1000]))).toBe(false);
    expect(wasLoaded({ ...sampleFile([], '1.0.0'), loaded: true })).toBe(true);
    expect(meanIndex(sampleFile([], '1.0.0', [1000, 1401]))).toBe(1201);
  });

  it('have round ticks from 0 past the highest value', () => {
    expect(axisTicks(95)).toEqual([0, 25, 50, 75, 100]);
    expect(axisTicks(5584)).toEqual([0, 2000, 4000, 6000]);
    expect(axisTicks(16.7)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});

describe('the largest change between releases', () => {
  const id = 'table-100x10-plain';
  const runs = (...mounts: number[]) => mounts.map((mount) => summary(mount, { update: 5 }));

  it('is the greatest factor between consecutive releases whose runs do not overlap', () => {
    const change = largestChange([
      sampleFile([{ id, status: 'ok', runs: runs(0, 100, 110, 105) }], '1.2.0'),
      sampleFile([{ id, status: 'ok', runs: runs(0, 50, 55, 52) }], '1.0.0'),
      sampleFile([{ id, status: 'ok', runs: runs(0, 100, 102, 101) }], '1.1.0'),
    ]);
    expect(change).toMatchObject({ id, metric: 'mount', from: 52, to: 101 });
    expect(change!.before.version).toBe('1.0.0');
    expect(change!.after.version).toBe('1.1.0');
    expect(change!.factor).toBeCloseTo(101 / 52);
  });

  it('counts a fall as a change too, and looks at updates', () => {
    const change = largestChange([
      sampleFile(
        [{ id, status: 'ok', runs: runs(0, 10, 10, 10).map((run, i) => ({ ...run, update: [0, 90, 95, 99][i] })) }],
        '1.0.0',
      ),
      sampleFile(
        [{ id, status: 'ok', runs: runs(0, 10, 10, 10).map((run, i) => ({ ...run, update: [0, 30, 31, 32][i] })) }],
        '1.1.0',
      ),
    ]);
    expect(change).toMatchObject({ metric: 'update', from: 95, to: 31 });
  });

  it('passes over releases measured on a loaded machine while two others remain', () => {
    const loaded = { ...sampleFile([{ id, status: 'ok', runs: runs(0, 500, 510, 505) }], '1.1.0'), loaded: true };
    const quiet = [
      sampleFile([{ id, status: 'ok', runs: runs(0, 50, 55, 52) }], '1.0.0'),
      sampleFile([{ id, status: 'ok', runs: runs(0, 100, 102, 101) }], '1.2.0'),
    ];
    expect(largestChange([...quiet, loaded])).toMatchObject({ from: 52, to: 101 });
    expect(largestChange([quiet[0], loaded])).toMatchObject({ from: 52, to: 505 });
  });

  it('is none when every change is within the spread of the runs, or a release did not finish', () => {
    expect(
      largestChange([
        sampleFile([{ id, status: 'ok', runs: runs(0, 50, 100, 75) }], '1.0.0'),
        sampleFile([{ id, status: 'ok', runs: runs(0, 90, 120, 95) }], '1.1.0'),
        sampleFile([{ id, status: 'limit', phase: 'mount', runs: [] }], '1.2.0'),
        sampleFile([{ id, status: 'ok', runs: runs(0, 10, 10, 10) }], '1.3.0'),
      ]),
    ).toBeUndefined();
  });
});

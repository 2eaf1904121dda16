import { describe, expect, it } from 'vitest';
import { finishedPlain, idOf, medianRange, mountPasses, ratioOf } from '../../../../../plugins/performance/core/advice';
import { sampleFile, summary } from './data/sample';

const runs = (mount: number) => [summary(mount * 3), summary(mount), summary(mount)];
const file = sampleFile([
  { id: 'table-100x10-plain', status: 'ok', runs: runs(150) },
  { id: 'virtual-100x10-plain', status: 'ok', runs: runs(50) },
  { id: 'table-1000x10-plain', status: 'ok', runs: runs(1_700) },
  { id: 'virtual-1000x10-plain', status: 'ok', runs: runs(70) },
  { id: 'table-100x50-plain', status: 'ok', runs: runs(900) },
  { id: 'table-1000x50-plain', status: 'limit', phase: 'mount', runs: [] },
  { id: 'table-10000x50-plain', status: 'beyond', after: 'table-1000x50-plain' },
  { id: 'table-100x50-fixed', status: 'ok', runs: runs(990) },
]);

describe('the figures behind the advice', () => {
  it('name a scenario by its parts', () => {
    expect(idOf('VirtualTable', 10_000, 50)).toBe('virtual-10000x50-plain');
    expect(idOf('Table', 100, 50, 'heavy')).toBe('table-100x50-heavy');
  });

  it('find the fewest records at which a mount passes a time, the limit counting as passing it', () => {
    expect(mountPasses(file, 'Table', 10, 1_000)).toBe(1_000);
    expect(mountPasses(file, 'Table', 10, 100)).toBe(100);
    expect(mountPasses(file, 'Table', 50, 1_000)).toBe(1_000);
    expect(mountPasses(file, 'Table', 50, 500)).toBe(100);
    expect(mountPasses(file, 'VirtualTable', 10, 1_000)).toBeUndefined();
    expect(mountPasses(file, 'Table', 200, 1)).toBeUndefined();
  });

  it('compare two scenarios, and the range of a measure', () => {
    expect(ratioOf(file, 'table-100x50-fixed', 'table-100x50-plain', 'mount')).toBeCloseTo(1.1);
    expect(ratioOf(file, 'table-1000x50-plain', 'table-100x50-plain', 'mount')).toBeUndefined();
    expect(ratioOf(file, 'table-100x50-plain', 'table-1000x50-plain', 'mount')).toBeUndefined();
    expect(
      medianRange(file, ['virtual-100x10-plain', 'virtual-1000x10-plain', 'table-1000x50-plain'], 'mount'),
    ).toEqual([50, 70]);
    expect(medianRange(file, ['table-1000x50-plain'], 'mount')).toBeUndefined();
    expect(finishedPlain(file, 'Table')).toEqual(['table-100x10-plain', 'table-1000x10-plain', 'table-100x50-plain']);
    expect(finishedPlain(file, 'VirtualTable')).toEqual(['virtual-100x10-plain', 'virtual-1000x10-plain']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  COLUMNS,
  RECORDS,
  SCENARIOS,
  beyondLimit,
  parseScenarioId,
  runsFor,
  scenarioId,
  type Scenario,
} from '../../../../../plugins/performance/core/scenarios';

const scenario = (id: string): Scenario => parseScenarioId(id)!;

describe('the lab’s scenarios', () => {
  it('cross every size with both components, and add the variants at two sizes', () => {
    const plain = SCENARIOS.filter((s) => s.variant === 'plain');
    expect(plain).toHaveLength(RECORDS.length * COLUMNS.length * 2);
    expect(SCENARIOS.filter((s) => s.variant !== 'plain').map(scenarioId)).toEqual(
      expect.arrayContaining(['table-100x50-fixed', 'virtual-10000x50-heavy', 'table-10000x50-expandable']),
    );
    expect(SCENARIOS).toHaveLength(24 + 12);
    expect(new Set(SCENARIOS.map(scenarioId)).size).toBe(SCENARIOS.length);
  });

  it('run the smallest first', () => {
    const cells = SCENARIOS.map((s) => s.records * s.columns);
    expect(cells).toEqual([...cells].sort((a, b) => a - b));
    expect(scenarioId(SCENARIOS[0])).toBe('table-100x10-plain');
  });

  it('read their ids back, and nothing else', () => {
    for (const s of SCENARIOS) expect(parseScenarioId(scenarioId(s))).toEqual(s);
    expect(parseScenarioId('virtual-10000x50-fixed')).toEqual({
      component: 'VirtualTable',
      records: 10_000,
      columns: 50,
      variant: 'fixed',
    });
    for (const bad of [
      '',
      'table-0x10-plain',
      'grid-100x10-plain',
      'table-100x10-bold',
      'table-100x10-plain ',
      'table-99999999x10-plain',
    ])
      expect(parseScenarioId(bad)).toBeUndefined();
  });

  it('skip a scenario that one no larger, of the same component and variant or plain, showed to be over the limit', () => {
    const over = [scenario('table-1000x50-plain'), scenario('virtual-100x200-heavy')];
    expect(beyondLimit(scenario('table-10000x50-plain'), over)).toEqual(over[0]);
    expect(beyondLimit(scenario('table-1000x200-fixed'), over)).toEqual(over[0]);
    expect(beyondLimit(scenario('table-1000x50-plain'), over)).toEqual(over[0]);
    expect(beyondLimit(scenario('table-100x50-plain'), over)).toBeUndefined();
    expect(beyondLimit(scenario('table-10000x10-plain'), over)).toBeUndefined();
    expect(beyondLimit(scenario('virtual-10000x50-plain'), over)).toBeUndefined();
    expect(beyondLimit(scenario('virtual-1000x200-heavy'), over)).toEqual(over[1]);
    expect(beyondLimit(scenario('virtual-1000x200-plain'), over)).toBeUndefined();
  });

  it('give a slow scenario fewer runs', () => {
    expect(runsFor(100)).toBe(4);
    expect(runsFor(3_000)).toBe(4);
    expect(runsFor(3_001)).toBe(3);
    expect(runsFor(500, 400)).toBe(3);
  });
});

/**
 * The figures behind the page's advice, read from a release's results file: where a plain `Table` passes a mount
 * time that `VirtualTable` does not, how two scenarios compare, and the range a measure spans. The claims checks of
 * docs/performance.md hold each sentence of advice to these. Pure.
 */
import { RECORDS, scenarioId, type TableComponent, type Variant } from './scenarios.ts';
import { medianOf, resultOf, type Metric, type PerformanceFile } from './figures.ts';

/** A scenario's id from its parts. */
export const idOf = (component: TableComponent, records: number, columns: number, variant: Variant = 'plain') =>
  scenarioId({ component, records, columns, variant });

/**
 * The fewest records measured at which `component`'s plain mount, with `columns` columns, takes over `ms` (or passed
 * the time limit, or was not run because a smaller table passed it); undefined when it never does.
 */
export function mountPasses(
  file: PerformanceFile,
  component: TableComponent,
  columns: number,
  ms: number,
): number | undefined {
  return RECORDS.find((records) => {
    const id = idOf(component, records, columns);
    const result = resultOf(file, id);
    if (!result) return false;
    if (result.status !== 'ok') return true;
    return medianOf(file, id, 'mount')! > ms;
  });
}

/** `id`'s median of a metric divided by `base`'s; undefined when either did not finish. */
export function ratioOf(file: PerformanceFile, id: string, base: string, metric: Metric): number | undefined {
  const [value, baseValue] = [medianOf(file, id, metric), medianOf(file, base, metric)];
  return value === undefined || baseValue === undefined ? undefined : value / baseValue;
}

/** The least and greatest median of a metric over the scenarios that finished; undefined when none did. */
export function medianRange(
  file: PerformanceFile,
  ids: readonly string[],
  metric: Metric,
): [number, number] | undefined {
  const medians = ids.map((id) => medianOf(file, id, metric)).filter((value): value is number => value !== undefined);
  return medians.length === 0 ? undefined : [Math.min(...medians), Math.max(...medians)];
}

/** Every id of a component's plain grid that finished, for a measure's range. */
export const finishedPlain = (file: PerformanceFile, component: TableComponent): string[] =>
  file.scenarios
    .filter((result) => result.status === 'ok' && result.id.startsWith(component === 'Table' ? 'table-' : 'virtual-'))
    .map((result) => result.id)
    .filter((id) => id.endsWith('-plain'));

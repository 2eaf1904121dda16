/**
 * The performance lab's scenarios: a table of `records` rows and `columns` columns drawn by `Table` or
 * `VirtualTable`, plain or with one thing added (the first and last columns fixed, expandable rows, a heavier cell
 * render). The grid crosses every size with both components; the variants are measured at two sizes, where their
 * cost shows against the plain table of the same size. Pure: the browser runner, the headless script and the page
 * read the same list.
 */

export type TableComponent = 'Table' | 'VirtualTable';
export type Variant = 'plain' | 'fixed' | 'expandable' | 'heavy';

export interface Scenario {
  component: TableComponent;
  records: number;
  columns: number;
  variant: Variant;
}

export const COMPONENTS: readonly TableComponent[] = ['Table', 'VirtualTable'];
export const RECORDS: readonly number[] = [100, 1_000, 10_000, 100_000];
export const COLUMNS: readonly number[] = [10, 50, 200];
export const VARIANTS: readonly Variant[] = ['plain', 'fixed', 'expandable', 'heavy'];
/** The sizes at which the variants are measured (every size is measured plain). */
export const VARIANT_SIZES: readonly { records: number; columns: number }[] = [
  { records: 100, columns: 50 },
  { records: 10_000, columns: 50 },
];

/** A phase that runs longer than this is stopped, and the scenario reported as over the limit. */
export const TIME_LIMIT_MS = 5_000;
/** How many frames the scripted scroll lasts (or as many as fit in `SCROLL_LIMIT_MS`), and how far each scrolls. */
export const SCROLL_FRAMES = 20;
export const SCROLL_LIMIT_MS = 2_000;
export const SCROLL_STEP_PX = 400;
/** The height of the body's scroll box, and each column's width, in pixels. */
export const BODY_HEIGHT = 400;
export const COLUMN_WIDTH = 120;

/** A scenario's id, as files and addresses name it: `virtual-10000x50-fixed`. */
export const scenarioId = ({ component, records, columns, variant }: Scenario): string =>
  `${component === 'Table' ? 'table' : 'virtual'}-${records}x${columns}-${variant}`;

/** The scenario an id names, or undefined for anything else. */
export function parseScenarioId(id: string): Scenario | undefined {
  const match = /^(table|virtual)-([1-9]\d{0,6})x([1-9]\d{0,3})-(plain|fixed|expandable|heavy)$/.exec(id);
  if (!match) return undefined;
  return {
    component: match[1] === 'table' ? 'Table' : 'VirtualTable',
    records: Number(match[2]),
    columns: Number(match[3]),
    variant: match[4] as Variant,
  };
}

/** Every scenario the lab measures for a release: smallest first, so the quick ones report before the slow ones. */
export const SCENARIOS: readonly Scenario[] = [
  ...RECORDS.flatMap((records) =>
    COLUMNS.flatMap((columns) =>
      COMPONENTS.map((component): Scenario => ({ component, records, columns, variant: 'plain' })),
    ),
  ),
  ...VARIANT_SIZES.flatMap(({ records, columns }) =>
    VARIANTS.filter((variant) => variant !== 'plain').flatMap((variant) =>
      COMPONENTS.map((component): Scenario => ({ component, records, columns, variant })),
    ),
  ),
].sort((a, b) => a.records * a.columns - b.records * b.columns);

/**
 * The scenario that shows this one is sure to pass the limit, if one did: one no larger, of the same component, of
 * the same variant or plain. More records, more columns or one more feature never make a table cheaper to draw.
 */
export const beyondLimit = (scenario: Scenario, overLimit: readonly Scenario[]): Scenario | undefined =>
  overLimit.find(
    (over) =>
      over.component === scenario.component &&
      (over.variant === scenario.variant || over.variant === 'plain') &&
      over.records <= scenario.records &&
      over.columns <= scenario.columns,
  );

/**
 * How many runs a scenario gets: the first, whose code runs cold, and three more to take the median of; two more
 * when the first took over `slowMs` in all.
 */
export const runsFor = (firstRunMs: number, slowMs = 3_000): number => (firstRunMs > slowMs ? 3 : 4);

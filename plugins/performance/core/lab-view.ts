/**
 * What the lab's page shows from the figures: its words in each language (performance-texts.json, loaded with the
 * lab's own code), numbers as it prints them, each release's point for a chart and its scale, and the largest change
 * between two releases. Pure.
 */
import semver from 'semver';
import words from './performance-texts.json' with { type: 'json' };
import type { LocaleId } from '../../../engine/core/types.ts';
import { resultOf, statOf, type Metric, type PerformanceFile, type Stat } from './figures.ts';
import { SCENARIOS, parseScenarioId, scenarioId, type Scenario } from './scenarios.ts';

export type LabWord = keyof typeof words.words;

/** One of the lab's words in a language, its `{name}` placeholders filled (one without a value stays). */
export const labText = (locale: LocaleId, key: LabWord, values: Record<string, string | number> = {}): string =>
  words.words[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );

/** A figure as the page prints it: one decimal under 100, whole above, thousands apart with commas. */
export function formatFigure(value: number): string {
  const text = Math.abs(value) < 100 ? value.toFixed(1) : Math.round(value).toString();
  return text.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A scenario in words: `Table, 10,000 × 50, plain cells`. */
export const scenarioTitle = (scenario: Scenario, locale: LocaleId): string =>
  `${scenario.component}, ${formatFigure(scenario.records)} × ${scenario.columns}, ${labText(locale, scenario.variant).toLowerCase()}`;

/** A release's benchmark index: the mean of the two taken before and after its runs, rounded. */
export const meanIndex = (file: PerformanceFile): number =>
  Math.round((file.machine.benchmarkIndex[0] + file.machine.benchmarkIndex[1]) / 2);

/**
 * Whether a release's figures were taken on a loaded machine: too little of the CPU idle before its runs (the file's
 * `loaded`), or a benchmark index after them under 60 % of the one before (other work took the machine meanwhile).
 */
export const wasLoaded = (file: PerformanceFile): boolean => {
  const [before, after] = file.machine.benchmarkIndex;
  return file.loaded || after < 0.6 * before;
};

/** One release's point on a chart: the stat of a metric, or why there is none. */
export interface ChartPoint {
  version: string;
  benchmarkIndex: number;
  /** The benchmark index before and after the release's runs. */
  indexes: [number, number];
  loaded: boolean;
  stat?: Stat;
  /** Over the limit (measured or shown by a smaller scenario), or not measured in that release. */
  missing?: 'limit' | 'absent';
}

/** A metric of a scenario in every release, oldest first. */
export function chartPoints(releases: readonly PerformanceFile[], id: string, metric: Metric): ChartPoint[] {
  return releases.map((file) => {
    const result = resultOf(file, id);
    const point = {
      version: file.version,
      benchmarkIndex: meanIndex(file),
      indexes: file.machine.benchmarkIndex,
      loaded: wasLoaded(file),
    };
    if (!result) return { ...point, missing: 'absent' };
    if (result.status !== 'ok') return { ...point, missing: 'limit' };
    const stat = statOf(result.runs, metric);
    return stat ? { ...point, stat } : { ...point, missing: 'absent' };
  });
}

/** Round steps for an axis from 0 to at least `max`: the top and the ticks between. */
export function axisTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= raw)!;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(Math.round(tick * 1e6) / 1e6);
  return ticks;
}

export interface Change {
  id: string;
  metric: Metric;
  before: PerformanceFile;
  after: PerformanceFile;
  from: number;
  to: number;
  /** How many times larger the greater median is than the smaller one. */
  factor: number;
}

/**
 * The largest change of a mount or update time between two consecutive releases that is larger than the spread of
 * their runs (their ranges do not overlap); undefined when there is none. Releases measured on a loaded machine are
 * passed over while at least two others remain, so a busy moment is not taken for a change. Frame times are left
 * out: they come in whole frames, so one frame more looks like a doubling.
 */
export function largestChange(releases: readonly PerformanceFile[]): Change | undefined {
  const quiet = releases.filter((file) => !wasLoaded(file));
  const sorted = [...(quiet.length >= 2 ? quiet : releases)].sort((a, b) => semver.compare(a.version, b.version));
  let largest: Change | undefined;
  for (let i = 1; i < sorted.length; i++) {
    const [before, after] = [sorted[i - 1], sorted[i]];
    for (const scenario of SCENARIOS) {
      const id = scenarioId(scenario);
      const [a, b] = [resultOf(before, id), resultOf(after, id)];
      if (a?.status !== 'ok' || b?.status !== 'ok') continue;
      for (const metric of ['mount', 'update'] as const) {
        const [from, to] = [statOf(a.runs, metric)!, statOf(b.runs, metric)!];
        if (from.max >= to.min && to.max >= from.min) continue;
        const factor = Math.max(from.median, to.median) / Math.min(from.median, to.median);
        if (!largest || factor > largest.factor)
          largest = { id, metric, before, after, from: from.median, to: to.median, factor };
      }
    }
  }
  return largest;
}

/** The scenario an id names, for a page that has only the id. */
export const scenarioOf = (id: string): Scenario => {
  const scenario = parseScenarioId(id);
  if (!scenario) throw new Error(`No scenario ${id}`);
  return scenario;
};

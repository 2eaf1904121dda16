/**
 * The lab's figures: what one run measures, how runs make a scenario's result (several runs, fewer for a slow
 * scenario; none for one that a smaller scenario showed to be over the limit), a release's results file
 * (facts/performance/<version>.json) and the statistics read from it (medians with their spread). Pure.
 */
import { SCROLL_FRAMES, beyondLimit, runsFor, scenarioId, type Scenario } from './scenarios.ts';

export type Phase = 'data' | 'mount' | 'update' | 'scroll';

/** What one run of a scenario measures (app/runner.ts), times in milliseconds. */
export interface RunFigures {
  mount: number;
  update: number;
  /** The time between consecutive frames while the body scrolls. */
  frames: number[];
  /** Elements inside the table's container after the mount. */
  domNodes: number;
  /** How much the JavaScript heap grew over the mount, where the browser reports its heap. */
  heapBytes?: number;
}

/** One run as a results file keeps it: times to 0.1 ms, the frames as their 50th and 95th percentiles (nearest rank). */
export interface RunSummary {
  mount: number;
  update: number;
  scrollP50: number;
  scrollP95: number;
  domNodes: number;
  heapMB?: number;
}

export type ScenarioResult =
  /** Every run finished within the limit. */
  | { id: string; status: 'ok'; runs: RunSummary[] }
  /** A run passed the time limit in `phase`; `runs` are those that finished before it. */
  | { id: string; status: 'limit'; phase: Phase; runs: RunSummary[] }
  /** Not run: `after`, no larger, passed the limit already. */
  | { id: string; status: 'beyond'; after: string };

export interface Machine {
  /** Lighthouse's benchmark index, taken before and after the release's runs (higher is faster). */
  benchmarkIndex: [number, number];
  /** The one-minute load average before and after, and the number of cores. */
  loadAverage: [number, number];
  cores: number;
  browser: string;
}

export interface PerformanceFile {
  version: string;
  /** The day the figures were taken (UTC). */
  date: string;
  machine: Machine;
  /** The share of the CPU that was idle in the seconds before the runs, all cores together. */
  idleBefore: number;
  /** True when less than three quarters of it was: other work shared the machine. */
  loaded: boolean;
  timeLimitMs: number;
  scrollFrames: number;
  /** How long the release's runs took, in seconds. */
  seconds: number;
  scenarios: ScenarioResult[];
}

/** A run's outcome as the measuring side reports it: its figures, or the phase that passed the limit. */
export type RunOutcome = RunFigures | { limit: Phase };

const tenth = (value: number) => Math.round(value * 10) / 10;

/** The value below which `share` of the sorted values fall (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) throw new Error('No values to take a percentile of');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/** The middle value; between the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('No values to take a median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarizeRun(run: RunFigures): RunSummary {
  return {
    mount: tenth(run.mount),
    update: tenth(run.update),
    scrollP50: tenth(percentile(run.frames, 0.5)),
    scrollP95: tenth(percentile(run.frames, 0.95)),
    domNodes: run.domNodes,
    ...(run.heapBytes !== undefined ? { heapMB: tenth(run.heapBytes / 1_048_576) } : {}),
  };
}

/** The whole time a run took: what decides whether a scenario is slow. */
const runTime = (run: RunSummary) => run.mount + run.update + run.scrollP50 * SCROLL_FRAMES;

/**
 * Measures a scenario: a first run, then more up to `runsFor` its time, stopping at the first run over the limit.
 * `overLimit` lists the scenarios already over it, so a larger one is not run at all. `onRun(k, n)` is told before
 * each run.
 */
export async function measureScenario(
  scenario: Scenario,
  runOnce: (scenario: Scenario) => Promise<RunOutcome>,
  overLimit: readonly Scenario[] = [],
  onRun?: (run: number, of: number) => void,
): Promise<ScenarioResult> {
  const id = scenarioId(scenario);
  const beyond = beyondLimit(scenario, overLimit);
  if (beyond) return { id, status: 'beyond', after: scenarioId(beyond) };
  const runs: RunSummary[] = [];
  let planned = 1;
  while (runs.length < planned) {
    onRun?.(runs.length + 1, planned);
    const outcome = await runOnce(scenario);
    if ('limit' in outcome) return { id, status: 'limit', phase: outcome.limit, runs };
    runs.push(summarizeRun(outcome));
    if (runs.length === 1) planned = runsFor(runTime(runs[0]));
  }
  return { id, status: 'ok', runs };
}

export type Metric = Exclude<keyof RunSummary, never>;
export const METRICS: readonly Metric[] = ['mount', 'update', 'scrollP50', 'scrollP95', 'domNodes', 'heapMB'];

export interface Stat {
  /** The first run: the page's code not yet warmed up by a run before it, as an app's first table is. */
  first: number;
  /** The median, least and greatest of the runs after the first. */
  median: number;
  min: number;
  max: number;
  /** (max − min) / median: how far apart those runs were. */
  spread: number;
  runs: number;
}

/**
 * A metric over a scenario's runs: the first run apart, and the median and range of the others (of the first alone
 * when it is the only one); undefined when no run has the metric (the heap outside Chromium).
 */
export function statOf(runs: readonly RunSummary[], metric: Metric): Stat | undefined {
  const values = runs.map((run) => run[metric]).filter((value): value is number => value !== undefined);
  if (values.length === 0) return undefined;
  const warm = values.length > 1 ? values.slice(1) : values;
  const middle = tenth(median(warm));
  const min = Math.min(...warm);
  const max = Math.max(...warm);
  return {
    first: values[0],
    median: middle,
    min,
    max,
    spread: middle === 0 ? 0 : (max - min) / middle,
    runs: warm.length,
  };
}

/** A scenario's result in a file, by id. */
export const resultOf = (file: PerformanceFile, id: string): ScenarioResult | undefined =>
  file.scenarios.find((result) => result.id === id);

/** A metric's median for a scenario in a file: undefined when it was not measured or did not finish. */
export function medianOf(file: PerformanceFile, id: string, metric: Metric): number | undefined {
  const result = resultOf(file, id);
  return result?.status === 'ok' ? statOf(result.runs, metric)?.median : undefined;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A results file's JSON, checked: a clear message naming the file and what is wrong. */
export function readPerformanceFile(text: string, name: string): PerformanceFile {
  let data: PerformanceFile;
  try {
    data = JSON.parse(text) as PerformanceFile;
  } catch (error) {
    throw new Error(`${name} is not JSON: ${(error as Error).message}`);
  }
  const fail = (what: string): never => {
    throw new Error(`${name}: ${what}`);
  };
  if (typeof data.version !== 'string') fail('no version');
  if (!Array.isArray(data.machine?.benchmarkIndex) || !data.machine.benchmarkIndex.every(isNumber))
    fail('no benchmark index');
  if (!Array.isArray(data.scenarios) || data.scenarios.length === 0) fail('no scenarios');
  for (const result of data.scenarios) {
    if (result.status === 'beyond') continue;
    if (result.status !== 'ok' && result.status !== 'limit')
      fail(`${String((result as { id: unknown }).id)} has no status`);
    for (const run of result.runs)
      for (const metric of METRICS)
        if (run[metric] !== undefined && !isNumber(run[metric]))
          fail(`${result.id} has a ${metric} that is not a number`);
    if (result.status === 'ok' && result.runs.length === 0) fail(`${result.id} has no runs`);
  }
  return data;
}

/** Made-up results files for the lab's unit tests. */
import type { PerformanceFile, RunSummary } from '../../../../../../plugins/performance/core/figures';

export const summary = (mount: number, extra: Partial<RunSummary> = {}): RunSummary => ({
  mount,
  update: 1,
  scrollP50: 16.7,
  scrollP95: 33.3,
  domNodes: 10,
  ...extra,
});

export const sampleFile = (
  scenarios: PerformanceFile['scenarios'],
  version = '1.0.0',
  benchmarkIndex: [number, number] = [1000, 1200],
): PerformanceFile => ({
  version,
  date: '2026-11-29',
  machine: { benchmarkIndex, loadAverage: [0.2, 1], cores: 2, browser: '1' },
  idleBefore: 0.9,
  loaded: false,
  timeLimitMs: 5000,
  scrollFrames: 20,
  seconds: 100,
  scenarios,
});

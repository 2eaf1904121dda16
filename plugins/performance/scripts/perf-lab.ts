/**
 * `npm run perf-lab [-- --version X | --all] [--only id,id] [--limit ms] [--write] [--out folder]`: measures every scenario of the
 * performance lab (core/scenarios.ts) with a published release of the library, in a fresh headless Chromium: the
 * release bundled for production with the project's React (installed into the matrix's cache, as `npm run matrix`
 * does), each scenario in a new page, several runs each (core/figures.ts). The machine's Lighthouse benchmark index
 * and load average are taken before and after. Prints each scenario's medians; `--write` saves the release's file as
 * facts/performance/<version>.json (or into `--out`). `--all` measures the last ten releases, one after the other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import { chromium, type Browser, type Page } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_ARGS, findChromium } from '../../../tests/support/browser.ts';
import { bundle } from '../../../tests/claims/browser.ts';
import { INSTALLED, versionOf } from '../../compatibility/scripts/matrix/run.ts';
import { install, publishedReleases } from '../../history/scripts/releases.ts';
import { FACTS_DIR, ROOT } from '../../../engine/pipeline/paths.ts';
import {
  SCENARIOS,
  SCROLL_FRAMES,
  TIME_LIMIT_MS,
  parseScenarioId,
  scenarioId,
  type Scenario,
} from '../core/scenarios.ts';
import {
  measureScenario,
  statOf,
  type PerformanceFile,
  type RunOutcome,
  type ScenarioResult,
} from '../core/figures.ts';

const { values } = parseArgs({
  options: {
    version: { type: 'string' },
    all: { type: 'boolean' },
    only: { type: 'string' },
    write: { type: 'boolean' },
    out: { type: 'string' },
    limit: { type: 'string' },
  },
});

/** The time limit of a mount or update, in milliseconds (`--limit`, for a quick look; files keep the default). */
const LIMIT_MS = values.limit === undefined ? TIME_LIMIT_MS : Number(values.limit);
if (!(LIMIT_MS > 0)) {
  console.error(`--limit takes milliseconds, such as 2000, not "${values.limit}"`);
  process.exit(1);
}
const RELEASES_MEASURED = 10;

async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  const runs: number[] = [];
  for (let i = 0; i < 3; i++)
    runs.push(Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)));
  await page.close();
  return Math.round(runs.sort((a, b) => a - b)[1]);
}

/** A new page at 1280 × 800 with the library's stylesheet and the page script, and an empty `#root`. */
async function openPage(browser: Browser, css: string, code: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
  await page.addStyleTag({ content: css });
  await page.addScriptTag({ content: code });
  return page;
}

/**
 * One run in `page`. A page that does not answer well after the limit (a commit or layout that holds its thread)
 * is closed, and the run counts as over the limit; the next run opens a new page.
 */
async function runIn(page: Page, id: string): Promise<RunOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<RunOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ limit: 'mount' }), LIMIT_MS * 3 + 30_000);
  });
  const outcome = await Promise.race([
    page.evaluate(([scenarioId, limit]) => window.perfLab.run(scenarioId, limit), [id, LIMIT_MS] as const),
    hung,
  ]);
  clearTimeout(timer);
  return outcome;
}

async function measureRelease(version: string | undefined): Promise<PerformanceFile> {
  const library = version && version !== versionOf(INSTALLED) ? install(version) : INSTALLED;
  const started = performance.now();
  const code = await bundle({
    entry: path.join(import.meta.dirname, 'perf-lab/entry.ts'),
    name: 'perfLab',
    library,
    mode: 'production',
  });
  const css = fs.readFileSync(path.join(library, 'assets/index.css'), 'utf8');
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });
  const idle = await idleShare();
  const loadBefore = os.loadavg()[0];
  const before = await benchmarkIndex(browser);
  const only = values.only?.split(',').map((id) => {
    const scenario = parseScenarioId(id);
    if (!scenario) throw new Error(`--only: no scenario "${id}" (an id is like table-1000x50-plain)`);
    return scenario;
  });
  const results: ScenarioResult[] = [];
  const overLimit: Scenario[] = [];
  try {
    for (const scenario of only ?? SCENARIOS) {
      const id = scenarioId(scenario);
      let page: Page | undefined;
      const result = await measureScenario(
        scenario,
        async () => {
          page ??= await openPage(browser, css, code);
          const outcome = await runIn(page, id);
          if ('limit' in outcome) {
            await page.close();
            page = undefined;
          }
          return outcome;
        },
        overLimit,
      );
      await page?.close();
      if (result.status !== 'ok') overLimit.push(scenario);
      results.push(result);
      console.log(describe(result));
    }
    const after = await benchmarkIndex(browser);
    return {
      version: versionOf(library),
      date: new Date().toISOString().slice(0, 10),
      machine: {
        benchmarkIndex: [before, after],
        loadAverage: [round(loadBefore), round(os.loadavg()[0])],
        cores: os.cpus().length,
        browser: browser.version(),
      },
      idleBefore: idle,
      loaded: idle < IDLE_ENOUGH,
      timeLimitMs: LIMIT_MS,
      scrollFrames: SCROLL_FRAMES,
      seconds: Math.round((performance.now() - started) / 1000),
      scenarios: results,
    };
  } finally {
    await browser.close();
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Below this share of idle CPU before its runs, a release's figures are marked as taken on a loaded machine. */
const IDLE_ENOUGH = 0.75;

/**
 * The share of the machine's CPU time that was idle over three seconds, all cores together: what other work left
 * for the runs about to start.
 */
async function idleShare(): Promise<number> {
  const times = () =>
    os.cpus().reduce(
      (sum, cpu) => {
        const total = Object.values(cpu.times).reduce((a, b) => a + b, 0);
        return { idle: sum.idle + cpu.times.idle, total: sum.total + total };
      },
      { idle: 0, total: 0 },
    );
  const start = times();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const end = times();
  return round((end.idle - start.idle) / Math.max(1, end.total - start.total));
}

function describe(result: ScenarioResult): string {
  if (result.status === 'beyond') return `${result.id.padEnd(28)} not run: ${result.after} passed the limit`;
  if (result.status === 'limit')
    return `${result.id.padEnd(28)} over the ${LIMIT_MS / 1000} s limit in ${result.phase}`;
  const median = (metric: 'mount' | 'update' | 'scrollP95' | 'domNodes') => statOf(result.runs, metric)?.median;
  const mount = statOf(result.runs, 'mount')!;
  return (
    `${result.id.padEnd(28)} mount ${mount.median} ms (±${Math.round(mount.spread * 100)} %), update ${median('update')} ms, ` +
    `scroll p95 ${median('scrollP95')} ms, ${median('domNodes')} elements, ${result.runs.length} runs`
  );
}

async function main() {
  const versions = values.all ? publishedReleases().slice(-RELEASES_MEASURED) : [values.version];
  if (values.all && (values.version || values.only))
    throw new Error('--all measures every scenario of ten releases: leave out --version and --only');
  const started = performance.now();
  for (const version of versions) {
    const file = await measureRelease(version);
    console.log(
      `\n${file.version}: ${file.scenarios.length} scenarios in ${file.seconds} s; benchmark index ${file.machine.benchmarkIndex.join(' → ')}, ` +
        `${Math.round(file.idleBefore * 100)} % idle before, load ${file.machine.loadAverage.join(' → ')} on ${file.machine.cores} cores${file.loaded ? ' (loaded)' : ''}`,
    );
    if (values.write) {
      if ((values.only || values.limit) && !values.out)
        throw new Error(
          '--write saves a whole release at the usual limit: leave out --only and --limit, or give --out',
        );
      const dir = values.out ? path.resolve(values.out) : path.join(FACTS_DIR, 'performance');
      fs.mkdirSync(dir, { recursive: true });
      const file_ = path.join(dir, `${file.version}.json`);
      fs.writeFileSync(file_, await format(JSON.stringify(file), { parser: 'json' }));
      console.log(`Wrote ${path.relative(ROOT, file_)}.`);
    }
  }
  if (versions.length > 1)
    console.log(`\nAll ${versions.length} releases in ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
}

declare global {
  interface Window {
    perfLab: typeof import('./perf-lab/entry.ts');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

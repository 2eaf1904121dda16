/**
 * `npx tsx bench/trace.ts [clientDir] [runs] [/page ...]`: the main thread's work during a first load, at 1x CPU, for
 * one page of every type (Lighthouse's list): script, style and layout time and all task time from navigation until
 * the page has hydrated and gone quiet (idle periods in a row), and the longest task. Chromium's own counters (the Performance domain), read
 * in a fresh context per run; long tasks from the page's PerformanceObserver. Median of `runs` (5), beside the host's
 * speed (Lighthouse's benchmark index, measured in a page of its own). Writes bench/results/trace.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { CDPSession } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser.ts';
import { startServer } from '../engine/scripts/static-server.ts';
import { LIGHTHOUSE_PAGES, median } from './lighthouse.ts';

export interface TraceFigures {
  scriptMs: number;
  styleMs: number;
  layoutMs: number;
  /** Every task on the main thread, the three above included. */
  taskMs: number;
  /** The longest task seen by the page (0 when none took 50 ms or more: the browser reports only those). */
  longestTaskMs: number;
  /**
   * CPU time the renderer's main thread used over the same span (Linux: the kernel's count for the thread). Unlike
   * the durations above, which are wall-clock time and grow when other processes share the cores, it stays nearly
   * the same on a busy machine: the figure to compare builds by. NaN where it cannot be read.
   */
  cpuMs: number;
  benchmarkIndex: number;
}

/** How long the busy loop that finds the page's renderer runs. */
const BUSY_MS = 50;

/** Idle periods in a row, after hydration, for the page to count as quiet. */
const QUIET_IDLE_PERIODS = 5;

/**
 * A page's expression (a string: tsx would name inner functions with a helper the page does not have) that resolves
 * once the page is quiet: QUIET_IDLE_PERIODS idle periods in a row with nearly a whole frame's idle time left.
 */
export const UNTIL_QUIET = `new Promise((resolve) => {
  let calm = 0;
  const tick = (deadline) => {
    calm = deadline.timeRemaining() >= 45 ? calm + 1 : 0;
    if (calm >= ${QUIET_IDLE_PERIODS}) resolve(undefined);
    else requestIdleCallback(tick, { timeout: 1000 });
  };
  requestIdleCallback(tick, { timeout: 1000 });
})`;

export async function measureTrace(clientDir: string, pages = LIGHTHOUSE_PAGES, runs = 5) {
  const { server, url } = await startServer(clientDir);
  const browser = await launchBrowser();
  const browserCdp = await browser.newBrowserCDPSession();
  const results: Record<string, TraceFigures & { runs: TraceFigures[] }> = {};
  try {
    for (const address of pages) {
      const all: TraceFigures[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        // Strings, not functions: tsx would name inner functions with a helper the page does not have.
        await context.addInitScript(`window.__longest = 0;
          new PerformanceObserver((list) => { for (const entry of list.getEntries()) {
            window.__longest = Math.max(window.__longest, entry.duration); } })
            .observe({ type: 'longtask', buffered: true });`);
        const known = new Set(await rendererIds(browserCdp));
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        // A small file of the site first, so the page's renderer exists and stays for the page (same site), then
        // every figure is what the page's load adds to it.
        await page.goto(url + '/robots.txt');
        // Everything asked of the page goes through the protocol's own evaluation: Playwright's locators and
        // `page.evaluate` would first put their helper scripts into the page, tens of milliseconds of its main thread.
        const evaluate = async (expression: string) =>
          (
            (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
              result: { value?: unknown };
            }
          ).result.value;
        // The renderers this context added: another one comes with the page's and works on its own (hundreds of
        // milliseconds of its own main thread, whatever the page). The page's is the one whose main thread works most
        // while the page runs a busy loop.
        const added = (await rendererIds(browserCdp)).filter((id) => !known.has(id));
        const idle = added.map(mainThreadCpuMs);
        await evaluate(`{ const start = performance.now(); while (performance.now() - start < ${BUSY_MS}); }`);
        const busy = added.map((id, i) => mainThreadCpuMs(id) - idle[i]);
        const renderer = added[busy.indexOf(Math.max(...busy))];
        // The loop's task is counted once it has ended.
        await evaluate('new Promise((done) => setTimeout(done, 50))');
        const before = await counters(cdp);
        const cpuBefore = mainThreadCpuMs(renderer);
        await page.goto(url + address, { waitUntil: 'load' });
        // Hydrated (the root's mark), then quiet: five idle periods in a row with nearly a whole frame's idle time
        // left (no work queued).
        await evaluate(`new Promise((hydrated) => {
          const done = () => document.documentElement.hasAttribute('data-hydrated');
          if (done()) return hydrated();
          const watch = new MutationObserver(() => done() && (watch.disconnect(), hydrated()));
          watch.observe(document.documentElement, { attributes: true });
        })`);
        await evaluate(UNTIL_QUIET);
        const after = await counters(cdp);
        const metric = (name: string) => Math.round(((after.get(name) ?? NaN) - (before.get(name) ?? 0)) * 1000);
        const cpuMs = Math.round(mainThreadCpuMs(renderer) - cpuBefore);
        const longest = Math.round(Number(await evaluate('window.__longest')));
        const speed = await browser.newPage();
        const benchmarkIndex = Math.round(
          Number(await speed.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)),
        );
        await speed.close();
        all.push({
          scriptMs: metric('ScriptDuration'),
          styleMs: metric('RecalcStyleDuration'),
          layoutMs: metric('LayoutDuration'),
          taskMs: metric('TaskDuration'),
          longestTaskMs: longest,
          cpuMs,
          benchmarkIndex,
        });
        await context.close();
      }
      const pick = (key: keyof TraceFigures) => median(all.map((figures) => figures[key]));
      results[address] = {
        scriptMs: pick('scriptMs'),
        styleMs: pick('styleMs'),
        layoutMs: pick('layoutMs'),
        taskMs: pick('taskMs'),
        longestTaskMs: pick('longestTaskMs'),
        cpuMs: pick('cpuMs'),
        benchmarkIndex: pick('benchmarkIndex'),
        runs: all,
      };
      console.error(
        `trace ${address}: ${JSON.stringify(results[address], (key, v) => (key === 'runs' ? undefined : v))}`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}

/** Chromium's counters for a page's renderer (the Performance domain), cumulative, in seconds. */
async function counters(cdp: CDPSession): Promise<Map<string, number>> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return new Map(metrics.map((m) => [m.name, m.value]));
}

/** The process ids of the browser's renderers. */
async function rendererIds(cdp: CDPSession): Promise<number[]> {
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  return processInfo.filter((info) => info.type === 'renderer').map((info) => info.id);
}

/** CPU time a process's main thread has used, in ms (its thread id is the process id), from Linux's schedstat. */
function mainThreadCpuMs(pid: number | undefined): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
}

export function traceTable(results: Record<string, TraceFigures>): string {
  return [
    '| page | script ms | style ms | layout ms | all tasks ms | longest task ms | main-thread CPU ms | benchmark index |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...Object.entries(results).map(
      ([page, r]) =>
        `| ${page} | ${r.scriptMs} | ${r.styleMs} | ${r.layoutMs} | ${r.taskMs} | ${r.longestTaskMs} | ${r.cpuMs} | ${r.benchmarkIndex} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const client = path.resolve(process.argv[2] ?? 'build/client');
  const runs = Number(process.argv[3] ?? 5);
  const pages = process.argv.slice(4);
  const results = await measureTrace(client, pages.length ? pages : LIGHTHOUSE_PAGES, runs);
  const out = path.resolve(import.meta.dirname, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'trace.json'), JSON.stringify(results, null, 2));
  console.log(traceTable(results));
  console.log(`load average ${os.loadavg()[0].toFixed(1)}`);
}

/**
 * `npm run bench`: builds the site, serves it on localhost and measures it: first-load bytes and times, Lighthouse on
 * every page type, frame times while scrolling each demo, navigation (bench/navigation.ts). Prints tables and writes
 * bench/results/bench.json. Timings are noisy on shared machines: compare figures within one run.
 */
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser.ts';
import { startServer } from '../engine/scripts/static-server.ts';
import { allPages, demoPages } from '../tests/support/pages.ts';
import { FIRST_LOAD_JS_BUDGET_KB } from './budgets.ts';
import { firstLoad, htmlFileOf } from './first-load.ts';
import { measureNavigation, navigationTable } from './navigation.ts';
import { LIGHTHOUSE_PAGES, lighthouseTable, measureLighthouse } from './lighthouse.ts';
import { measureTrace, traceTable } from './trace.ts';
import { interactionTable, measureInteractions } from './interaction.ts';
import { measureScroll, scrollPages, scrollTable, slowestScroll } from './scroll.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_DIR = 'build-bench';
const CLIENT = path.join(ROOT, BUILD_DIR, 'client');
const RESULTS = path.join(ROOT, 'bench/results');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUILDS = Number(process.env.BENCH_BUILDS ?? 3);
/** Lighthouse runs per page and scroll passes per demo: figures are medians of these. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const SCROLL_RUNS = Number(process.env.BENCH_SCROLL_RUNS ?? 3);

const ROUTES = [
  { name: 'home', path: '/' },
  { name: 'changelog', path: '/changelog' },
  { name: 'demo index', path: '/demo' },
  { name: 'simple demo', path: '/demo/simple' },
  { name: 'virtual demo', path: '/demo/virtual' },
  { name: 'Chinese home', path: '/zh-CN' },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function timeBuilds(): number[] {
  const times: number[] = [];
  for (let i = 0; i < BUILDS; i++) {
    const start = performance.now();
    execSync('npm run build', { cwd: ROOT, stdio: 'ignore', env: { ...process.env, BUILD_DIR } });
    times.push(Math.round(performance.now() - start));
  }
  return times;
}

/**
 * Runs in the page: waits until React owns the layout (its clicks work) and the first table (a click on it
 * reaches the demo's handlers), then reads paint times. Times are from the start of navigation.
 */
const MEASURE_IN_PAGE = `(async () => {
  const owned = (selector) => {
    const el = document.querySelector(selector);
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber') || key.startsWith('__reactProps'));
  };
  const until = async (test) => {
    const start = performance.now();
    while (!test() && performance.now() - start < 20000) await new Promise((r) => setTimeout(r, 5));
    return performance.now();
  };
  const hydrated = await until(() => owned('.layout'));
  const tableResponsive = document.querySelector('.rc-table') ? await until(() => owned('.rc-table')) : NaN;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
  const lcp = await new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1]?.startTime ?? NaN);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(NaN), 1000);
  });
  // The table is in the prerendered HTML, so it is visible at first paint when it is there at all.
  const table = document.querySelector('.rc-table');
  const tableVisible = table && table.getBoundingClientRect().height > 0 ? fcp : NaN;
  return { fcp, lcp, tableVisible, hydrated, tableResponsive };
})()`;

/** One cold load with 4x CPU slowdown: paint times, table visible, hydrated (React owns the DOM). */
async function measureLoad(page: Page, cdp: CDPSession, url: string) {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let requests = 0;
  const onRequest = () => requests++;
  page.on('request', onRequest);
  await page.goto(url, { waitUntil: 'load' });
  // A string, not a function: tsx would wrap named helpers in a __name() the page does not have.
  const timings = (await page.evaluate(MEASURE_IN_PAGE)) as {
    fcp: number;
    lcp: number;
    tableVisible: number;
    hydrated: number;
    tableResponsive: number;
  };
  page.off('request', onRequest);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { ...timings, requests };
}

async function main() {
  fs.mkdirSync(RESULTS, { recursive: true });
  console.log(`Building ${BUILDS} times...`);
  const buildTimes = timeBuilds();
  const { server, url } = await startServer(CLIENT);
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const routes = [];
  for (const route of ROUTES) {
    const load = firstLoad(CLIENT, route.path);
    const html = fs.readFileSync(htmlFileOf(CLIENT, route.path), 'utf8');
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureLoad(page, cdp, url + route.path));
    const h1 = html.match(/<h1[^>]*>([^<]+)/)?.[1] ?? '';
    routes.push({
      ...route,
      firstLoadJsKB: kb(load.jsBytes),
      firstLoadCssKB: kb(load.cssBytes),
      htmlKB: kb(load.htmlBytes),
      requests: median(runs.map((r) => r.requests)),
      textInHtml: h1.length > 0 && html.includes('<main'),
      fcpMs: Math.round(median(runs.map((r) => r.fcp))),
      lcpMs: Math.round(median(runs.map((r) => r.lcp))),
      tableVisibleMs: Math.round(median(runs.map((r) => r.tableVisible))),
      hydratedMs: Math.round(median(runs.map((r) => r.hydrated))),
      tableResponsiveMs: Math.round(median(runs.map((r) => r.tableResponsive))),
    });
  }
  await browser.close();
  server.close();

  const extra: Record<string, unknown> = {};
  for (const script of ['search.ts', 'edit.ts', 'editor-types.ts']) {
    const file = path.join(import.meta.dirname, script);
    if (!fs.existsSync(file)) continue;
    execFileSync('npx', ['tsx', file], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BUILD_DIR } });
    const json = path.join(RESULTS, script.replace('.ts', '.json'));
    if (fs.existsSync(json)) extra[script.replace('.ts', '')] = JSON.parse(fs.readFileSync(json, 'utf8'));
  }
  console.log('Lighthouse (mobile defaults)...');
  const lighthouse = await measureLighthouse(CLIENT, LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS);
  console.log('Main-thread work of a first load at 1x CPU...');
  const trace = await measureTrace(CLIENT, LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS);
  console.log('Interaction to next paint at 4x CPU...');
  const interaction = await measureInteractions(CLIENT, LIGHTHOUSE_RUNS);
  console.log('Scrolling every demo...');
  const scroll = await measureScroll(CLIENT, scrollPages(), SCROLL_RUNS);
  console.log('Client navigation...');
  const navigation = await measureNavigationOf(CLIENT);
  const nodeModulesMB = Number(execSync('du -sk node_modules', { cwd: ROOT, encoding: 'utf8' }).split('\t')[0]) / 1024;
  // Deterministic figures for every page, from the build output.
  const pagesJsKB = Object.fromEntries(allPages().map((url) => [url, kb(firstLoad(CLIENT, url).jsBytes)]));
  const result = {
    date: new Date().toISOString(),
    buildMs: { runs: buildTimes, median: median(buildTimes) },
    routes,
    pagesJsKB,
    lighthouse,
    trace,
    interaction,
    scroll,
    navigation,
    ...extra,
    nodeModulesMB: Math.round(nodeModulesMB),
  };
  fs.writeFileSync(path.join(RESULTS, 'bench.json'), JSON.stringify(result, null, 2));

  console.log(`\nBuild: median ${median(buildTimes)} ms of ${buildTimes.join(', ')} ms`);
  console.log(`node_modules: ${Math.round(nodeModulesMB)} MB\n`);
  const ms = (value: number) => (Number.isNaN(value) ? '-' : String(value));
  console.log(
    '| route | JS KB gz (budget) | CSS KB gz | HTML KB gz | requests | text in HTML | FCP ms | LCP ms | table visible ms | hydrated ms | table responsive ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of routes) {
    const budget = FIRST_LOAD_JS_BUDGET_KB[r.path];
    console.log(
      `| ${r.name} | ${r.firstLoadJsKB}${budget ? ` (${budget})` : ''} | ${r.firstLoadCssKB} | ${r.htmlKB} | ${r.requests} | ${r.textInHtml ? 'yes' : 'no'} | ${r.fcpMs} | ${r.lcpMs} | ${ms(r.tableVisibleMs)} | ${r.hydratedMs} | ${ms(r.tableResponsiveMs)} |`,
    );
  }
  const demoFigures = demoPages()
    .map((doc) => pagesJsKB[doc.url])
    .sort((a, b) => a - b);
  console.log(
    `\nFirst-load JS of the ${demoFigures.length} demo pages (KB gz): min ${demoFigures[0]}, median ${median(demoFigures)}, max ${demoFigures.at(-1)}`,
  );
  console.log(
    demoPages()
      .map((doc) => `${doc.url} ${pagesJsKB[doc.url]}`)
      .join(', '),
  );

  console.log(`\nLighthouse, median of ${LIGHTHOUSE_RUNS} runs per page:\n`);
  console.log(lighthouseTable(lighthouse));
  console.log(
    `\nMain-thread work of a first load at 1x CPU, until idle, median of ${LIGHTHOUSE_RUNS} runs per page:\n`,
  );
  console.log(traceTable(trace));
  console.log(`\nInteraction to next paint, median of ${LIGHTHOUSE_RUNS} runs each:\n`);
  console.log(interactionTable(interaction));
  console.log(`\nFrame times while scrolling each demo with the wheel, median of ${SCROLL_RUNS} passes:\n`);
  console.log(scrollTable(scroll));
  const slowest = slowestScroll(scroll);
  if (slowest) console.log(`\nSlowest demo to scroll: ${slowest.demo}, ${slowest.direction} (p95 ${slowest.p95Ms} ms)`);
  console.log('\nClient navigation, from the click on a prefetched sidebar link to the new page painted:\n');
  console.log(navigationTable(navigation));
  fs.rmSync(path.join(ROOT, BUILD_DIR), { recursive: true, force: true });
}

/** Navigation times (bench/navigation.ts) on the built site, served for the purpose. */
async function measureNavigationOf(client: string) {
  const { server, url } = await startServer(client);
  try {
    return await measureNavigation(url);
  } finally {
    server.close();
  }
}

await main();

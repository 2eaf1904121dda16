/**
 * Lighthouse (default mobile settings: simulated slow 4G and 4x CPU slowdown) on one page of every type of a built
 * site: the four scores, FCP, LCP, TBT, CLS, the requests made before the load event, and the host's benchmark index
 * beside them. Median of `runs` runs (5 unless given).
 * `npx tsx bench/lighthouse.ts [clientDir] [runs] [/page ...]` measures a build on its own (every page type unless
 * pages are named) and writes bench/results/lighthouse.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { startServer } from '../engine/scripts/static-server.ts';
import { findChromium } from '../tests/support/browser.ts';

/**
 * One page of every type: the landing page, demo pages, a long text page, a standalone demo, and the rest. The 404
 * page is left out: Lighthouse does not audit a document answered with status 404.
 */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/demo/simple',
  '/demo/virtual-list',
  '/zh-CN/changelog',
  '/demo/dropdown',
  '/demo',
  '/migration',
  '/~demos/simple',
  '/~playground',
];

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requestsBeforeLoad: number;
  /** Every request Lighthouse saw, those after the load event included (the page's scripts start after its first paint). */
  requests: number;
  /**
   * The host's speed as Lighthouse measured it before the run (its benchmark index: higher is faster). Shared machines
   * vary two-fold within minutes, so every figure is read beside it.
   */
  benchmarkIndex: number;
}

interface Audit {
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}

export const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

/** The figures of one Lighthouse result. A request counts when the page asked for it before its load event. */
export function figuresOf(lhr: {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
  environment?: { benchmarkIndex?: number };
}): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const observedLoad = Number(lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? NaN);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    requestsBeforeLoad: requests.filter((item) => Number(item.rendererStartTime) < observedLoad).length,
    requests: requests.length,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
  };
}

const medianFigures = (runs: LighthouseFigures[]): LighthouseFigures =>
  Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key as keyof LighthouseFigures]))]),
  ) as unknown as LighthouseFigures;

/** Serves `clientDir` and runs Lighthouse `runs` times on each page; the figures are medians. */
export async function measureLighthouse(
  clientDir: string,
  pages = LIGHTHOUSE_PAGES,
  runs = 5,
): Promise<Record<string, LighthouseFigures & { runs: LighthouseFigures[] }>> {
  const { server, url } = await startServer(clientDir);
  // LH_CPU_SLOWDOWN=7 runs the mobile settings with the CPU slowed seven-fold instead of four-fold.
  const slowdown = Number(process.env.LH_CPU_SLOWDOWN ?? 0);
  const config = slowdown
    ? {
        extends: 'lighthouse:default' as const,
        settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown } },
      }
    : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results: Record<string, LighthouseFigures & { runs: LighthouseFigures[] }> = {};
  try {
    for (const page of pages) {
      const all: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url + page, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        all.push(figuresOf(result.lhr as unknown as Parameters<typeof figuresOf>[0]));
      }
      results[page] = { ...medianFigures(all), runs: all };
      console.error(
        `lighthouse ${page}: ${JSON.stringify(results[page], (key, v) => (key === 'runs' ? undefined : v))}`,
      );
    }
  } finally {
    chrome.kill();
    server.close();
  }
  return results;
}

export function lighthouseTable(results: Record<string, LighthouseFigures>): string {
  const rows = Object.entries(results).map(
    ([page, r]) =>
      `| ${page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.requestsBeforeLoad} | ${r.requests} | ${r.benchmarkIndex} |`,
  );
  return [
    '| page | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | requests before load | all requests | benchmark index |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const client = path.resolve(process.argv[2] ?? 'build/client');
  const runs = Number(process.argv[3] ?? 5);
  const pages = process.argv.slice(4);
  const results = await measureLighthouse(client, pages.length ? pages : LIGHTHOUSE_PAGES, runs);
  const out = path.resolve(import.meta.dirname, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'lighthouse.json'), JSON.stringify(results, null, 2));
  console.log(lighthouseTable(results));
}

/**
 * `npx tsx bench/interaction.ts [clientDir] [runs]`: interaction to next paint at 4x CPU slowdown, for what visitors
 * do most: opening a table row, typing in the search box, switching the colour mode. Each run loads the page in a
 * fresh context, waits for it to hydrate and go quiet, then acts with real input (trusted events: the browser's
 * Event Timing reports only those) and reads the longest interaction the page's PerformanceObserver saw (the
 * browser's own measure: input delay, handlers, and the next frame's paint). Median of `runs` (5), beside the host's
 * speed (Lighthouse's benchmark index). Writes bench/results/interaction.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchBrowser } from '../tests/support/browser.ts';
import { startServer } from '../engine/scripts/static-server.ts';
import { median } from './lighthouse.ts';
import { UNTIL_QUIET } from './trace.ts';

/** Lighthouse's mobile CPU slowdown. */
export const CPU_SLOWDOWN = 4;

interface Interaction {
  name: string;
  page: string;
  act: (page: Page) => Promise<void>;
}

export const INTERACTIONS: Interaction[] = [
  {
    name: 'open a row',
    page: '/demo/expanded-row-render',
    act: (page) => page.locator('.previewer tbody .rc-table-row-expand-icon').first().click(),
  },
  {
    name: 'type in search',
    page: '/demo/simple',
    act: async (page) => {
      await page.locator('input.search-input').click();
      await page.keyboard.type('scroll', { delay: 120 });
    },
  },
  {
    name: 'switch colour',
    page: '/',
    act: async (page) => {
      await page.getByTestId('color-switch').focus();
      await page.keyboard.press('ArrowDown');
    },
  },
];

// Strings, not functions: tsx would name inner functions with a helper the page does not have.
const OBSERVE = `window.__inp = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) {
    if (entry.interactionId) window.__inp = Math.max(window.__inp, entry.duration); } })
    .observe({ type: 'event', durationThreshold: 16, buffered: true });`;

export async function measureInteractions(clientDir: string, runs = 5) {
  const { server, url } = await startServer(clientDir);
  const browser = await launchBrowser();
  const results: Record<string, { inpMs: number; benchmarkIndex: number; runs: number[] }> = {};
  try {
    for (const interaction of INTERACTIONS) {
      const all: number[] = [];
      const speeds: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addInitScript(OBSERVE);
        const page = await context.newPage();
        await page.goto(url + interaction.page, { waitUntil: 'load' });
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.evaluate(UNTIL_QUIET);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await interaction.act(page);
        // Event Timing reports an interaction once its frame has painted: a second for what it started (a slowed
        // page is never idle enough to wait for quiet), two frames more, then read.
        await page.waitForTimeout(1000);
        await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
        const inp = Number(await page.evaluate('window.__inp'));
        if (!inp) throw new Error(`${interaction.name}: the browser reported no interaction`);
        all.push(Math.round(inp));
        await context.close();
        const speed = await browser.newPage();
        speeds.push(Math.round(Number(await speed.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`))));
        await speed.close();
      }
      results[interaction.name] = { inpMs: median(all), benchmarkIndex: median(speeds), runs: all };
      console.error(`${interaction.name}: ${JSON.stringify(results[interaction.name])}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}

export function interactionTable(results: Awaited<ReturnType<typeof measureInteractions>>): string {
  return [
    `| interaction (${CPU_SLOWDOWN}x CPU) | page | INP ms | benchmark index |`,
    '| --- | --- | --- | --- |',
    ...INTERACTIONS.map(
      ({ name, page }) => `| ${name} | ${page} | ${results[name].inpMs} | ${results[name].benchmarkIndex} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureInteractions(
    path.resolve(process.argv[2] ?? 'build/client'),
    Number(process.argv[3] ?? 5),
  );
  const out = path.resolve(import.meta.dirname, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'interaction.json'), JSON.stringify(results, null, 2));
  console.log(interactionTable(results));
  console.log(`load average ${os.loadavg()[0].toFixed(1)}`);
}

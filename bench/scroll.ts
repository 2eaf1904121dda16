/**
 * Frame times while a visitor scrolls each demo with the wheel, down, sideways and back up: the gaps between
 * requestAnimationFrame callbacks, measured in the page, p50 and p95 per demo and direction (vertical: down and up;
 * horizontal: sideways), each the median of `runs` runs.
 * `npx tsx bench/scroll.ts [clientDir] [runs] [demo path...]` writes bench/results/scroll.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startServer } from '../engine/scripts/static-server.ts';
import { launchBrowser } from '../tests/support/browser.ts';
import { demoPages } from '../tests/support/pages.ts';

export interface FrameFigures {
  p50Ms: number;
  p95Ms: number;
  frames: number;
}

export type Direction = 'vertical' | 'horizontal';

export type ScrollFigures = Record<Direction, FrameFigures>;

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] : NaN;
};
const median = (values: number[]) => percentile(values, 0.5);

/**
 * Runs in the page: marks the demo's scroll box (the scrollable element inside the first previewer with the most
 * hidden content; the page itself when the demo has none) and starts recording frame gaps.
 */
const PREPARE = `(() => {
  const scrollable = (el) => {
    const style = getComputedStyle(el);
    const y = /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
    const x = /(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    return y || x ? el.scrollHeight - el.clientHeight + el.scrollWidth - el.clientWidth : 0;
  };
  const demo = document.querySelector('.previewer');
  let best = null;
  let most = 0;
  for (const el of demo ? demo.querySelectorAll('*') : []) {
    const hidden = scrollable(el);
    if (hidden > most) { most = hidden; best = el; }
  }
  const target = best ?? demo ?? document.body;
  target.scrollIntoView({ block: 'center' });
  const box = target.getBoundingClientRect();
  // Each gap is counted for the direction being scrolled when it ends.
  const frames = (window.__frames = { vertical: [], horizontal: [] });
  window.__direction = 'vertical';
  let last = performance.now();
  let first = true;
  const tick = (now) => {
    // The first gap is from the recorder's start, not a frame.
    if (!first) frames[window.__direction].push(now - last);
    first = false;
    last = now;
    if (!window.__stopFrames) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return { x: box.left + Math.min(box.width, 1200) / 2, y: box.top + Math.min(box.height, 700) / 2 };
})()`;

/** One pass: 20 wheel steps down, 20 sideways, 20 back up; the frame gaps recorded meanwhile, by direction. */
async function scrollOnce(page: Page, url: string): Promise<Record<Direction, number[]>> {
  await page.goto(url, { waitUntil: 'load' });
  // Hydrated: the layout belongs to React.
  await page.waitForFunction(() => {
    const el = document.querySelector('.layout');
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  });
  await page.waitForTimeout(300);
  const point = (await page.evaluate(PREPARE)) as { x: number; y: number };
  await page.mouse.move(point.x, point.y);
  await page.waitForTimeout(100);
  for (const [dx, dy] of [
    [0, 120],
    [120, 0],
    [0, -120],
  ]) {
    await page.evaluate(`window.__direction = ${JSON.stringify(dx ? 'horizontal' : 'vertical')}`);
    for (let i = 0; i < 20; i++) {
      await page.mouse.wheel(dx, dy);
      await page.waitForTimeout(16);
    }
    // The last step's frames belong to its direction.
    await page.waitForTimeout(100);
  }
  return (await page.evaluate('(window.__stopFrames = true, window.__frames)')) as Record<Direction, number[]>;
}

/** Every demo once: the English pages (a Chinese page shows the same demo). */
export const scrollPages = () =>
  demoPages()
    .map((doc) => doc.url)
    .filter((url) => !url.startsWith('/zh-CN'));

export async function measureScroll(
  clientDir: string,
  urls = scrollPages(),
  runs = 3,
): Promise<Record<string, ScrollFigures>> {
  const { server, url } = await startServer(clientDir);
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const results: Record<string, ScrollFigures> = {};
  try {
    for (const demo of urls) {
      const passes: Record<Direction, number[]>[] = [];
      for (let i = 0; i < runs; i++) passes.push(await scrollOnce(page, url + demo));
      const figures = (direction: Direction): FrameFigures => ({
        p50Ms: Math.round(median(passes.map((frames) => percentile(frames[direction], 0.5)))),
        p95Ms: Math.round(median(passes.map((frames) => percentile(frames[direction], 0.95)))),
        frames: Math.round(median(passes.map((frames) => frames[direction].length))),
      });
      results[demo] = { vertical: figures('vertical'), horizontal: figures('horizontal') };
      const { vertical, horizontal } = results[demo];
      console.error(
        `scroll ${demo}: vertical p50 ${vertical.p50Ms} ms, p95 ${vertical.p95Ms} ms; horizontal p50 ${horizontal.p50Ms} ms, p95 ${horizontal.p95Ms} ms`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}

export function scrollTable(results: Record<string, ScrollFigures>): string {
  const rows = Object.entries(results).map(
    ([demo, { vertical: v, horizontal: h }]) =>
      `| ${demo} | ${v.p50Ms} | ${v.p95Ms} | ${v.frames} | ${h.p50Ms} | ${h.p95Ms} | ${h.frames} |`,
  );
  return [
    '| demo | vertical p50 ms | vertical p95 ms | frames | horizontal p50 ms | horizontal p95 ms | frames |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The demo and direction with the longest p95 frame. */
export function slowestScroll(results: Record<string, ScrollFigures>) {
  const all = Object.entries(results).flatMap(([demo, figures]) =>
    (['vertical', 'horizontal'] as const).map((direction) => ({ demo, direction, p95Ms: figures[direction].p95Ms })),
  );
  return all.sort((a, b) => b.p95Ms - a.p95Ms)[0];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const client = path.resolve(process.argv[2] ?? 'build/client');
  const runs = Number(process.argv[3] ?? 3);
  const only = process.argv.slice(4);
  const results = await measureScroll(client, only.length ? only : undefined, runs);
  const out = path.resolve(import.meta.dirname, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'scroll.json'), JSON.stringify(results, null, 2));
  console.log(scrollTable(results));
}

/**
 * Layout shifts while a page's HTML arrives, as on a slow network: every page of the built site is served with its
 * body in pieces of `step` bytes (3,000), each sent once a frame has been drawn with the one before, so the browser
 * shows every state the parser passes through. Reports each page's shifts (value and the elements that moved) and how
 * many pages moved at all, and in the header. Scripts are served too: hydration's shifts, if any, count as well.
 * `npx tsx bench/arrival-shifts.ts [clientDir] [step] [/path prefix]` writes bench/results/arrival-shifts.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../engine/scripts/static-server.ts';
import { launchBrowser } from '../tests/support/browser.ts';
import { allPages } from '../tests/support/pages.ts';
import { startPiecewiseProxy } from '../tests/support/piecewise.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const clientDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build/client'));
const step = Number(process.argv[3] ?? 3000);
const prefix = process.argv[4] ?? '/';

const { server, url: site } = await startServer(clientDir, 0, '/');
// Each document's head at once, then its body in pieces of `step` bytes, each when the loop below sends it.
const proxy = await startPiecewiseProxy(site, (html) => {
  const ends: number[] = [];
  for (let at = html.indexOf('<body>'); at < html.length; at += step) ends.push(at);
  return ends;
});

/** Runs in the page once it has hydrated and settled: its layout shifts, each with what moved and from where. */
const SHIFTS = `new Promise((resolve) => {
  const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
  const name = (node) => node instanceof Element
    ? node.tagName.toLowerCase() + [...node.classList].map((c) => '.' + c).join('')
    : '#text';
  new PerformanceObserver((list) => resolve(list.getEntries().map((entry) => ({
    value: Number(entry.value.toFixed(6)),
    moved: entry.sources.map((s) => name(s.node) + ' ' + rect(s.previousRect) + ' -> ' + rect(s.currentRect)),
  })))).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve([]), 300);
})`;

const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
const page = await context.newPage();
const pages = allPages().filter((url) => url.startsWith(prefix));
const results: Record<string, { value: number; moved: string[] }[]> = {};
for (const url of pages) {
  await page.goto(proxy.url + url, { waitUntil: 'commit' });
  while (!(await page.evaluate(() => document.readyState !== 'loading').catch(() => false))) {
    proxy.next();
    // A drawn frame before the next piece (none while the page blocks rendering: the wait ends without one).
    await page.screenshot({ clip: { x: 0, y: 0, width: 8, height: 8 }, timeout: 400 }).catch(() => {});
  }
  await page.waitForLoadState('load');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  results[url] = (await page.evaluate(SHIFTS)) as { value: number; moved: string[] }[];
}
await browser.close();
proxy.close();
server.close();

const moved = Object.entries(results).filter(([, shifts]) => shifts.length);
const inHeader = moved.filter(([, shifts]) => shifts.some((shift) => shift.moved.some((m) => m.includes('header'))));
for (const [url, shifts] of moved) {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  console.log(`${url}: ${total.toFixed(4)} (${shifts.flatMap((shift) => shift.moved.slice(0, 2)).join('; ')})`);
}
console.log(`${pages.length} pages in ${step}-byte pieces: ${moved.length} moved, ${inHeader.length} in the header`);
const out = path.join(ROOT, 'bench/results/arrival-shifts.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ step, pages: pages.length, results }, null, 2));

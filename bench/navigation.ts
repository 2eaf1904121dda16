/**
 * Client navigation time, measured in the page: from the click on a prefetched sidebar link (the click event's
 * time stamp) to the new page painted: the first frame rendered after the new page's first table is in the document
 * (the task that follows that frame's animation frame callbacks, style, layout and paint). Each sample opens the
 * first page of a pair, hovers the link to the second (the sidebar prefetches on intent), waits for the network
 * to settle, then clicks. Loopback, 1x CPU. `npm run bench:nav` measures a built site (`npm run build` first).
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser.ts';
import { watchNetwork } from '../tests/support/quiet.ts';
import { startServer } from '../engine/scripts/static-server.ts';

/** Sidebar neighbours: each a page with a demo table, in English; the Chinese twin is under /zh-CN. */
export const NAV_PAIRS: [string, string][] = [
  ['/demo/simple', '/demo/animation'],
  ['/demo/animation', '/demo/virtual'],
  ['/demo/virtual', '/demo/fixed-columns'],
  ['/demo/fixed-columns', '/demo/expanded-row-render'],
];

export interface NavigationFigures {
  p50: number;
  p95: number;
  /** Every sample, in milliseconds. */
  samples: number[];
}

export interface NavigationResult {
  en: NavigationFigures;
  zh: NavigationFigures;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Runs in the page before the click (a string: the bench's own compiler would add helpers the page lacks). Sets
 * `__navTime`, the time from the click to the frame showing the new page's table: a message posted from that
 * frame's animation frame callback arrives once the frame's rendering (style, layout, paint) is done. React may
 * keep the table's element from one page to the next: the new page is known by its address and heading.
 */
const ARM_IN_PAGE = (target: string) => `(() => {
  const heading = () => document.querySelector('main h1')?.textContent;
  const old = heading();
  window.__navTime = new Promise((resolve) => {
    document.addEventListener('click', (event) => {
      const clicked = event.timeStamp;
      const arrived = () =>
        location.pathname === ${JSON.stringify(target)} && heading() !== old && !!document.querySelector('main .rc-table');
      const done = () =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - clicked);
          channel.port2.postMessage(null);
        });
      if (arrived()) return done();
      const observer = new MutationObserver(() => {
        if (!arrived()) return;
        observer.disconnect();
        done();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, { capture: true, once: true });
  });
})()`;

async function sample(browser: Browser, site: string, from: string, to: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(site + from, { waitUntil: 'networkidle' });
    const link = page.locator(`.sidebar a[href="${new URL(site).pathname.replace(/\/$/, '')}${to}"]`);
    await link.scrollIntoViewIfNeeded();
    const network = watchNetwork(page);
    await link.hover();
    await network.quiet({ afterRequest: true });
    await page.evaluate(ARM_IN_PAGE(new URL(site + to).pathname));
    await link.click();
    return (await page.evaluate('window.__navTime')) as number;
  } finally {
    await context.close();
  }
}

/** Navigation p50/p95 in both languages against the site served at `site` ('http://127.0.0.1:4173'). */
export async function measureNavigation(site: string, runs = 3, pairs = NAV_PAIRS): Promise<NavigationResult> {
  const browser = await launchBrowser();
  try {
    const measure = async (prefix: string): Promise<NavigationFigures> => {
      const samples: number[] = [];
      for (let run = 0; run < runs; run++) {
        for (const [from, to] of pairs) samples.push(round(await sample(browser, site, prefix + from, prefix + to)));
      }
      return { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)), samples };
    };
    return { en: await measure(''), zh: await measure('/zh-CN') };
  } finally {
    await browser.close();
  }
}

export function navigationTable(result: NavigationResult): string {
  const rows = Object.entries(result).map(
    ([language, figures]) => `| ${language} | ${figures.p50} | ${figures.p95} | ${figures.samples.join(', ')} |`,
  );
  return ['| language | p50 ms | p95 ms | samples ms |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..', process.env.BUILD_DIR ?? 'build', 'client');
  const { server, url } = await startServer(root);
  try {
    console.log(navigationTable(await measureNavigation(url, Number(process.env.BENCH_RUNS ?? 3))));
  } finally {
    server.close();
  }
}

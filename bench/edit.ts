/**
 * `npx tsx bench/edit.ts`: in Chromium against the built site (BUILD_DIR or build/), the time from an edit in
 * the live editor to the new render, for a small demo (simple) and a large one (virtual: 50 000 rows).
 * An edit is a column title typed over (a few characters, as a visitor would). Five timed edits each, after
 * one warm-up edit that also loads the compiler; prints the medians and writes bench/results/edit.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser.ts';
import { startServer } from '../engine/scripts/static-server.ts';

const RUNS = 5;
const ROOT = path.resolve(import.meta.dirname, '..');
const client = path.resolve(process.env.BUILD_DIR ?? path.join(ROOT, 'build'), 'client');
if (!fs.existsSync(path.join(client, 'index.html')))
  throw new Error(`No built site in ${client}: run \`npm run build\` first.`);

const CASES = [
  { id: 'simple', page: '/demo/simple', title: 'Customer' },
  { id: 'virtual', page: '/demo/virtual', title: 'Name' },
];

interface Sample {
  /** From the editor's input event to the new header in the DOM (edit, compile, run, React commit). */
  render: number;
  /** To the next animation frame after that: the render on screen. */
  paint: number;
}

/**
 * Selects the title word `from` in the editor (as a double click would), then types `to` over it, and
 * measures in the page from the input event until a header reads `to`.
 */
async function timedEdit(page: Page, scope: string, from: string, to: string): Promise<Sample> {
  await page.evaluate(
    ([sel, old]) => {
      const editor = document.querySelector(`${sel} .cm-content`)!;
      const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(`'${old}'`);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at + 1);
        range.setEnd(node, at + 1 + old.length);
        (editor as HTMLElement).focus();
        getSelection()!.removeAllRanges();
        getSelection()!.addRange(range);
        return;
      }
      throw new Error(`'${old}' is not in the editor`);
    },
    [scope, from] as const,
  );
  await page.waitForTimeout(50); // CodeMirror takes the selection from the selectionchange event
  await page.evaluate(
    ([sel, text]) => {
      const w = window as unknown as { __bench?: Promise<{ render: number; paint: number }> };
      const root = document.querySelector(sel)!;
      const editor = root.querySelector('.cm-content')!;
      w.__bench = new Promise((resolve) => {
        let start = 0;
        editor.addEventListener('beforeinput', () => (start ||= performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          const found = [...root.querySelectorAll('.previewer-demo th')].some((th) => th.textContent?.trim() === text);
          if (!found || !start) return;
          observer.disconnect();
          const render = performance.now() - start;
          requestAnimationFrame(() => setTimeout(() => resolve({ render, paint: performance.now() - start }), 0));
        });
        observer.observe(root.querySelector('.previewer-demo')!, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
    },
    [scope, to] as const,
  );
  await page.keyboard.insertText(to);
  return page.evaluate(() => (window as unknown as { __bench: Promise<Sample> }).__bench);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (n: number) => Math.round(n * 10) / 10;

const { server, url } = await startServer(client);
const browser = await launchBrowser();
const results: Record<string, { cold: Sample; samples: Sample[]; median: Sample }> = {};
try {
  for (const c of CASES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(url + c.page, { waitUntil: 'networkidle' });
    const scope = `#demo-${c.id}`;
    await page.locator(scope).getByRole('button', { name: 'Show code' }).click();
    await page.locator(scope).getByRole('button', { name: 'Edit code' }).click();
    await page.locator(`${scope} .cm-content`).waitFor();
    let current = c.title;
    const edit = async (label: string) => {
      const sample = await timedEdit(page, scope, current, label);
      current = label;
      return sample;
    };
    const cold = await edit(`${c.title} warm-up`);
    const samples: Sample[] = [];
    for (let i = 1; i <= RUNS; i++) {
      await page.waitForTimeout(600); // past the throttle window: each edit is a leading call
      samples.push(await edit(`${c.title} ${i}`));
    }
    results[c.id] = {
      cold: { render: round(cold.render), paint: round(cold.paint) },
      samples: samples.map((s) => ({ render: round(s.render), paint: round(s.paint) })),
      median: {
        render: round(median(samples.map((s) => s.render))),
        paint: round(median(samples.map((s) => s.paint))),
      },
    };
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

console.log('Edit to render, median of %d edits (ms):', RUNS);
for (const [id, r] of Object.entries(results)) {
  console.log(
    `  ${id.padEnd(8)} render ${String(r.median.render).padStart(6)}  on screen ${String(r.median.paint).padStart(6)}   (first edit, loading the compiler: ${r.cold.paint})`,
  );
}
const out = path.join(ROOT, 'bench/results/edit.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), build: path.relative(ROOT, client), runs: RUNS, results }, null, 2)}\n`,
);
console.log(`wrote ${path.relative(ROOT, out)}`);

/**
 * Dev-server figures: seconds from `react-router dev` to the first page painted in Chromium with its content, and
 * from saving a markdown file to the browser showing the change. Run: `npx tsx bench/dev.ts`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../tests/support/browser.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.PORT ?? 5190);
const PAGE = '/demo/simple';
const FILE = path.join(ROOT, 'docs/demo/simple.md');

async function main() {
  const started = performance.now();
  const dev = spawn('npx', ['react-router', 'dev', '--port', String(PORT), '--strictPort'], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
  });
  const browser = await launchBrowser();
  const original = fs.readFileSync(FILE, 'utf8');
  try {
    const page = await browser.newPage();
    for (;;) {
      const answered = await page.goto(`http://localhost:${PORT}${PAGE}`).catch(() => null);
      if (answered?.ok()) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await page.waitForSelector('main h1', { timeout: 300_000 });
    await page.waitForSelector('main .rc-table', { timeout: 300_000 });
    const firstPage = (performance.now() - started) / 1000;

    console.log(`first page: ${firstPage.toFixed(2)} s`);
    const marker = `Edited ${Date.now()}`;
    const saved = performance.now();
    fs.writeFileSync(FILE, original.replace(/^title: (.*)$/m, `title: $1 ${marker}`));
    await page.waitForFunction((text) => document.querySelector('main h1')?.textContent?.includes(text), marker, {
      timeout: 60_000,
    });
    const edit = (performance.now() - saved) / 1000;
    console.log(JSON.stringify({ firstPageSeconds: +firstPage.toFixed(2), markdownEditSeconds: +edit.toFixed(2) }));
  } finally {
    fs.writeFileSync(FILE, original);
    await browser.close();
    process.kill(-dev.pid!, 'SIGTERM');
  }
}

await main();

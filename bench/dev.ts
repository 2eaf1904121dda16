/**
 * Dev-server figures: seconds from `vite` (`npm run dev`) to the first page painted in Chromium with its content, and
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
  // DEV_LOG=<file> keeps the dev server's output (dependency optimisation, reloads) for a look afterwards.
  const log = process.env.DEV_LOG ? fs.openSync(process.env.DEV_LOG, 'w') : 'ignore';
  // The browser is open before the clock starts, as a maintainer's is: its start-up is not the dev server's.
  const browser = await launchBrowser();
  const started = performance.now();
  // DEV_NODE_ARGS passes options to Node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server.
  const nodeArgs = process.env.DEV_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const cli = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const dev = spawn(process.execPath, [...nodeArgs, cli, '--port', String(PORT), '--strictPort'], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    detached: true,
  });
  const original = fs.readFileSync(FILE, 'utf8');
  try {
    const page = await browser.newPage();
    const address = `http://localhost:${PORT}${PAGE}`;
    while (
      !(await fetch(address).then(
        (response) => response.ok,
        () => false,
      ))
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    const answered = (performance.now() - started) / 1000;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(address);
    await page.waitForSelector('main h1', { timeout: 300_000 });
    await page.waitForSelector('main .rc-table', { timeout: 300_000 });
    const firstPage = (performance.now() - started) / 1000;

    console.log(
      `server answers: ${answered.toFixed(2)} s, first page: ${firstPage.toFixed(2)} s, ${requests.length} requests`,
    );
    if (process.env.DEV_REQUESTS) fs.writeFileSync(process.env.DEV_REQUESTS, requests.join('\n'));
    const marker = `Edited ${Date.now()}`;
    const saved = performance.now();
    fs.writeFileSync(FILE, original.replace(/^title: (.*)$/m, `title: $1 ${marker}`));
    await page.waitForFunction((text) => document.querySelector('main h1')?.textContent?.includes(text), marker, {
      timeout: 60_000,
    });
    const edit = (performance.now() - saved) / 1000;
    console.log(
      JSON.stringify({
        serverSeconds: +answered.toFixed(2),
        firstPageSeconds: +firstPage.toFixed(2),
        markdownEditSeconds: +edit.toFixed(2),
      }),
    );
  } finally {
    fs.writeFileSync(FILE, original);
    await browser.close();
    process.kill(-dev.pid!, 'SIGINT');
    await new Promise((resolve) => dev.once('exit', resolve));
  }
}

await main();

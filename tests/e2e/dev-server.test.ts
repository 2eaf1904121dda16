/**
 * `npm run dev` serves the site: its pages render in the browser from the sources (the dev server prerenders
 * nothing), a plugin's tag among them, without an error.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { ROOT } from '../support/source-files';

let server: ChildProcess;
let origin: string;
let browser: Browser;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  // `npm run dev`, as the README says, in a process group of its own (npm, tsx and Vite end together).
  server = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
  });
  for (let tries = 0; ; tries++) {
    // Once the server answers, the first page must be there: an error page says what broke.
    const response = await fetch(origin).catch(() => undefined);
    if (response) {
      expect(response.status, (await response.text()).slice(0, 2000)).toBe(200);
      break;
    }
    if (tries > 240) throw new Error('the dev server did not answer in two minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (server?.pid) process.kill(-server.pid);
});

describe('the dev server', () => {
  it('renders the home page, a demo page and a plugin’s tag, without an error', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/`);
    await page.waitForSelector('h1', { timeout: 90_000 });
    expect(await page.locator('h1').first().textContent()).toBe('rc-table');
    await page.goto(`${origin}/demo/simple`);
    await page.waitForSelector('.rc-table', { timeout: 90_000 });
    await page.goto(`${origin}/compatibility`);
    await page.waitForSelector('.compat-matrix, table', { timeout: 90_000 });
    expect(await page.locator('h1').first().textContent()).toBe('Compatibility');
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});

/**
 * The engine builds another library's site: `SITE_DIR=<folder> npm run build` builds the fixture folder
 * tests/fixtures/tooltip-site (a site.config.ts, i18n/ and docs/ for @rc-component/tooltip, no plugin), and its pages
 * render, hydrate and run their demos, with nothing of the table in what it publishes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../engine/scripts/static-server.ts';
import { launchBrowser } from '../support/browser';
import { ROOT } from '../support/source-files';

const BUILD = 'build-second-site';
const CLIENT = path.join(ROOT, BUILD, 'client');
let server: http.Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SITE_DIR: 'tests/fixtures/tooltip-site', BUILD_DIR: BUILD },
    timeout: 300_000,
  });
  expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-3000)).toBe(0);
  ({ server, url: origin } = await startServer(CLIENT));
  browser = await launchBrowser();
}, 320_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  fs.rmSync(path.join(ROOT, BUILD), { recursive: true, force: true });
});

/** Opens a page and collects what the browser reports as an error while it loads and hydrates. */
async function open(address: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(origin + address);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return { page, errors };
}

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

describe('a second site from the same engine', () => {
  it('has its own title, home page and demo, which runs', async () => {
    const { page, errors } = await open('/');
    expect(await page.title()).toBe('rc-tooltip – React tooltip component');
    expect(await page.locator('h1').first().textContent()).toContain('rc-tooltip');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.hover();
    await page.getByText('Saved two minutes ago').waitFor({ timeout: 15_000 });
    expect(await page.getByText('Saved two minutes ago').isVisible()).toBe(true);
    // Its own logo and tab icon, not the table's.
    expect(await page.locator('.logo svg path').first().getAttribute('d')).toBe('M4 4h24v16H18l-2 6-2-6H4z');
    expect(fs.readFileSync(path.join(CLIENT, 'favicon.svg'), 'utf8')).toContain('M4 4h24v16H18');
    // The site has no changelog: its version is said, not linked to a page that is not there.
    expect(await page.locator('.version-link').textContent()).toMatch(/^v\d+\.\d+\.\d+$/);
    expect(await page.locator('a.version-link').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('has its demo pages in its own sidebar group, each demo live', async () => {
    const { page, errors } = await open('/demo/placement');
    expect(await page.locator('h1').first().textContent()).toBe('Placement');
    expect(await page.locator('.sidebar-title').allTextContents()).toEqual(['Basics']);
    await page.getByRole('button', { name: 'left', exact: true }).focus();
    await page.getByText('On the left').waitFor({ timeout: 15_000 });
    expect(await page.getByText('On the left').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lists its demos on its demo index, and opens one on its own page', async () => {
    const { page, errors } = await open('/demo');
    expect(await page.locator('.page a[href="/demo/trigger"]').count()).toBeGreaterThan(0);
    await page.goto(`${origin}/~demos/trigger`);
    await page.getByRole('button', { name: 'Click me' }).click();
    await page.getByText('Opened by a click').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows its 404 page at an unknown address', async () => {
    const response = await fetch(`${origin}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('rc-tooltip');
  });

  it('publishes nothing of the table: no file of it names the table or its package', () => {
    const files = filesUnder(CLIENT);
    expect(files.length).toBeGreaterThan(20);
    const named = files.filter((file) =>
      /rc-table|@rc-component\/table|VirtualTable/.test(fs.readFileSync(file, 'latin1')),
    );
    expect(named.map((file) => path.relative(CLIENT, file))).toEqual([]);
    // What the site does publish names its own library.
    expect(fs.readFileSync(path.join(CLIENT, 'llms.txt'), 'utf8')).toContain('rc-tooltip');
  });
});

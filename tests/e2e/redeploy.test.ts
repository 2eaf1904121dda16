/**
 * A redeploy under an open page: the files of a page's code get new names, as a new build's hashes give them, while a
 * visitor is still on another page of the old build. A click on a link to that page loads its address as a whole
 * document (complete, and hydrated with the new build's code) instead of showing a retry that would ask for the
 * missing file again. Served from a copy of the build, changed on disk between the page's load and the click.
 */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { BASE_PATH } from '../../engine/pipeline/deploy/env.ts';
import { htmlFiles, withPolicyRemade } from '../support/built-pages.ts';
import { startServer } from '../../engine/scripts/static-server.ts';
import { siteTest } from '../support/fixtures.ts';
import { hydrated } from '../support/site.ts';

const BUILD = path.resolve(process.env.BUILD_DIR ?? path.resolve(import.meta.dirname, '../../build'), 'client');

let copy: string;
let server: http.Server;
let url = '';

beforeAll(async () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-table-redeploy-'));
  fs.cpSync(BUILD, copy, { recursive: true });
  ({ server, url } = await startServer(copy, 0, BASE_PATH));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(copy, { recursive: true, force: true });
});

const scriptsOf = (html: string) => new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]));
const pageHtml = (page: string) => fs.readFileSync(path.join(copy, page, 'index.html'), 'utf8');

/**
 * The new deploy: every script the page at `target` names that the page at `from` does not (its own code) gets a new
 * name, and so does every script whose text changes because it names a renamed one, as content hashes would; the pages
 * are rewritten to match, with their policies made again. Returns the old addresses, which now answer 404.
 */
function redeploy(target: string, from: string): string[] {
  const before = scriptsOf(pageHtml(from));
  const renamed = new Map<string, string>();
  const rename = (file: string) => renamed.set(file, file.replace(/\.js$/, '-next.js'));
  for (const file of scriptsOf(pageHtml(target))) if (!before.has(file)) rename(file);
  const assets = fs.readdirSync(path.join(copy, 'assets')).filter((name) => name.endsWith('.js'));
  // Scripts name each other by file name (`./x-hash.js`), pages by address (`/assets/x-hash.js`).
  const base = (file: string) => file.slice('/assets/'.length);
  const names = (text: string) => [...renamed.keys()].some((old) => text.includes(base(old)));
  // A script that names a renamed one changes, so it is renamed too, until nothing more changes.
  for (let grew = true; grew;) {
    grew = false;
    for (const name of assets) {
      const file = `/assets/${name}`;
      if (!renamed.has(file) && names(fs.readFileSync(path.join(copy, file), 'utf8'))) grew = Boolean(rename(file));
    }
  }
  const rewrite = (text: string) =>
    [...renamed].reduce((out, [old, next]) => out.split(base(old)).join(base(next)), text);
  for (const [old, next] of renamed) {
    fs.writeFileSync(path.join(copy, next), rewrite(fs.readFileSync(path.join(copy, old), 'utf8')));
    fs.rmSync(path.join(copy, old));
  }
  for (const file of htmlFiles(copy)) fs.writeFileSync(file, withPolicyRemade(rewrite(fs.readFileSync(file, 'utf8'))));
  return [...renamed.keys()];
}

const test = siteTest(() => url);

describe('a redeploy under an open page', () => {
  test("loads a page whose code was replaced as a whole document, hydrated with the new build's code", async ({
    site,
  }) => {
    const { page, errors } = await site.open('/demo/simple');
    await page.evaluate(() => ((window as unknown as { oldDocument: boolean }).oldDocument = true));
    const gone = redeploy('demo/virtual-list', 'demo/simple');
    expect(gone.length).toBeGreaterThan(0);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));

    await page.locator('.sidebar a[href="/demo/virtual-list"]').click();
    await page.waitForURL(`${url}/demo/virtual-list`);
    await hydrated(page);
    await page.locator('h1', { hasText: 'Virtual body with react-window List' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { oldDocument?: boolean }).oldDocument)).toBeUndefined();
    expect(await page.locator('.chunk-error, [data-chunk-error]').count()).toBe(0);
    expect(asked.filter((file) => file.endsWith('-next.js')).length).toBeGreaterThan(0);
    // The old files were asked for once each (the import, then the check that found them gone): no retry loop.
    for (const file of gone) expect(asked.filter((request) => request === file).length).toBeLessThanOrEqual(2);
    expect(errors.filter((line) => !/status of 404/.test(line))).toEqual([]);
  });
});

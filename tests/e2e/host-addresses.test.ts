/**
 * Addresses a plain static host also answers, besides the ones the site links to: a page's `…/index.html` and
 * trailing-slash forms, and other letter cases. Each renders its page (under the page's own address) or the 404 page,
 * never a hydration error. Served by http-server, with no rewrite rules, at `/` (build/) and at `/table/`
 * (build-subpath/); one more file stands for a host whose file names ignore case.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startStaticHost, type StaticHost } from '../support/http-host.ts';
import { siteTest } from '../support/fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The browser's line for the document's own 404 status: the expected answer, not a fault. */
const notFoundLine = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';

interface Case {
  /** The address under the base path. */
  address: string;
  status: number;
  h1: string;
  /** The address (under the base path) once hydrated. */
  settles: string;
  lang?: string;
}

const CASES: Case[] = [
  { address: 'demo/simple/index.html', status: 200, h1: 'Simple', settles: 'demo/simple' },
  { address: 'demo/simple/', status: 200, h1: 'Simple', settles: 'demo/simple' },
  { address: 'index.html', status: 200, h1: 'rc-table', settles: '' },
  { address: 'zh-CN/changelog/index.html', status: 200, h1: '更新日志', settles: 'zh-CN/changelog', lang: 'zh-CN' },
  {
    address: '~demos/simple/index.html?locale=zh-CN',
    status: 200,
    h1: '基本用法',
    settles: '~demos/simple?locale=zh-CN',
    lang: 'zh-CN',
  },
  // A host that tells case apart: the file is missing, so the 404 page, which the client renders too.
  { address: 'DEMO/SIMPLE', status: 404, h1: 'PAGE NOT FOUND', settles: 'DEMO/SIMPLE' },
  { address: 'Changelog/index.html', status: 404, h1: 'PAGE NOT FOUND', settles: 'Changelog/index.html' },
  // A host that ignores case (the extra file below): the page, moved to its own address.
  { address: 'Demo/Simple', status: 200, h1: 'Simple', settles: 'demo/simple' },
];

/** The site the pages open on: the host of the block running now. */
let site = '';
const it = siteTest(() => site);

for (const { base, build } of [
  { base: '/', build: 'build' },
  { base: '/table/', build: 'build-subpath' },
]) {
  describe(`addresses a plain host answers, under ${base}`, () => {
    const client = path.join(ROOT, build, 'client');
    let host: StaticHost | undefined;
    beforeAll(async () => {
      host = await startStaticHost(client, base, {
        [`${base.slice(1)}Demo/Simple/index.html`]: path.join(client, 'demo/simple/index.html'),
      });
      site = host.origin + base.slice(0, -1);
    }, 60_000);
    afterAll(() => host?.stop());

    it.for(CASES)(
      '$address gives "$h1" at $settles',
      async ({ address, status, h1, settles, lang = 'en' }, { site }) => {
        const url = host!.origin + base + address;
        expect((await fetch(url)).status).toBe(status);
        const { page, errors } = await site.open(`/${address}`);
        // A standalone demo reads its ?locale= once hydrated: the language may follow the heading.
        await page.waitForFunction(
          ([text, language]) =>
            document.querySelector('h1')?.textContent === text && document.documentElement.lang === language,
          [h1, lang],
        );
        expect(page.url()).toBe(host!.origin + base + settles);
        expect(errors.filter((line) => line !== notFoundLine)).toEqual([]);
      },
    );
  });
}

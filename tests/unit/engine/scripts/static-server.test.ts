import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolveRequest, startServer } from '../../../../engine/scripts/static-server';

describe('static server: which file answers a path', () => {
  const root = '/site';
  const files = new Set([
    '/site/index.html',
    '/site/demo/simple/index.html',
    '/site/assets/a.js',
    '/site/zh-CN/index.html',
  ]);
  const exists = (file: string) => files.has(file);
  const notFound = { file: '/site/404.html', status: 404 };
  const zhNotFound = { file: '/site/zh-CN/404.html', status: 404 };

  it('serves a file, or the index of a folder', () => {
    expect(resolveRequest(root, '/assets/a.js', exists)).toEqual({ file: '/site/assets/a.js', status: 200 });
    expect(resolveRequest(root, '/demo/simple', exists)).toEqual({ file: '/site/demo/simple/index.html', status: 200 });
    expect(resolveRequest(root, '/zh-CN', exists)).toEqual({ file: '/site/zh-CN/index.html', status: 200 });
  });

  it('gives the Chinese 404 page under /zh-CN only', () => {
    expect(resolveRequest(root, '/zh-CN/nope', exists)).toEqual(zhNotFound);
    expect(resolveRequest('/empty', '/zh-CN', () => false)).toEqual({ file: '/empty/zh-CN/404.html', status: 404 });
    expect(resolveRequest(root, '/zh-CNx', exists)).toEqual(notFound);
    expect(resolveRequest(root, '/nope', exists)).toEqual(notFound);
  });

  it('never serves a file outside the root, even one that exists', () => {
    const everything = () => true;
    expect(resolveRequest(root, '/../etc/passwd', everything)).toEqual(notFound);
    expect(resolveRequest(root, '/%2E%2E/etc/passwd', everything)).toEqual(notFound);
    // A caller may pass a path without its leading slash.
    expect(resolveRequest(root, '../etc/passwd', everything)).toEqual(notFound);
  });

  it('gives the 404 page for an address the client would not render as a page', () => {
    const everything = () => true;
    expect(resolveRequest(root, '/index.html', everything)).toEqual(notFound);
    expect(resolveRequest(root, '/zh-CN/index.html', everything)).toEqual(zhNotFound);
    expect(resolveRequest(root, '/demo//simple', everything)).toEqual(notFound);
    expect(resolveRequest(root, '/%E0%A4%A', everything)).toEqual(notFound);
    expect(resolveRequest(root, '/zh-CN/%E0%A4%A', everything)).toEqual(zhNotFound);
  });

  it('serves standalone demos and the playground from their own files, and an unknown demo as 404', () => {
    const built = (file: string) =>
      exists(file) || ['/site/~demos/simple/index.html', '/site/~playground/index.html'].includes(file);
    expect(resolveRequest(root, '/~demos/simple', built)).toEqual({
      file: '/site/~demos/simple/index.html',
      status: 200,
    });
    expect(resolveRequest(root, '/%7Eplayground', built)).toEqual({
      file: '/site/~playground/index.html',
      status: 200,
    });
    expect(resolveRequest(root, '/~demos/anything', built)).toEqual(notFound);
    expect(resolveRequest(root, '/~demos/%E0%A4%A', built)).toEqual(notFound);
    expect(resolveRequest(root, '/~demos', built)).toEqual(notFound);
    expect(resolveRequest(root, '/~playground/x', built)).toEqual(notFound);
  });
});

describe('static server: HTTP', () => {
  let root: string;
  let server: http.Server;
  let base: string;
  const write = (name: string, body: string) => {
    const file = path.join(root, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  };

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
    write('index.html', '<p>home</p>');
    write('404.html', '<p>not found</p>');
    write('zh-CN/404.html', '<p>未找到</p>');
    write('~demos/simple/index.html', '<p>demo</p>');
    write('~playground/index.html', '<p>playground</p>');
    write('demo/simple/index.html', '<p>simple</p>');
    write('assets/entry-abc123.js', 'export {};');
    write('assets/style-abc123.css', 'p{}');
    write('search/en-US.json', '{}');
    write('logo.svg', '<svg/>');
    write('icon.png', 'png');
    write('favicon.ico', 'ico');
    write('robots.txt', 'User-agent: *');
    write('demo/simple.data', 'data');
    write('archive.bin', 'bin');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  // A server per test, started inside it, so that mutation testing sees which tests run the server's code.
  beforeEach(async () => {
    ({ server, url: base } = await startServer(root));
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('listens on a free port of the loopback address when none is given', () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.address()).toMatchObject({ address: '127.0.0.1', port: Number(new URL(base).port) });
    expect(Number(new URL(base).port)).toBeGreaterThan(0);
  });

  it('sends each kind of file with its content type', async () => {
    const types: Record<string, string> = {
      '/': 'text/html; charset=utf-8',
      '/assets/entry-abc123.js': 'text/javascript; charset=utf-8',
      '/assets/style-abc123.css': 'text/css; charset=utf-8',
      '/search/en-US.json': 'application/json; charset=utf-8',
      '/logo.svg': 'image/svg+xml',
      '/icon.png': 'image/png',
      '/favicon.ico': 'image/x-icon',
      '/robots.txt': 'text/plain; charset=utf-8',
      '/demo/simple.data': 'text/x-script',
      '/archive.bin': 'application/octet-stream',
    };
    for (const [address, type] of Object.entries(types)) {
      const response = await fetch(base + address);
      expect([address, response.status, response.headers.get('content-type')]).toEqual([address, 200, type]);
    }
  });

  it('lets browsers keep hashed assets for a year and asks them to revalidate everything else', async () => {
    for (const address of ['/assets/entry-abc123.js', '/assets/style-abc123.css']) {
      const response = await fetch(base + address);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    for (const address of ['/', '/demo/simple', '/search/en-US.json', '/nope', '/~demos/simple']) {
      const response = await fetch(base + address);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('sends the file itself on GET', async () => {
    expect(await (await fetch(base + '/demo/simple')).text()).toBe('<p>simple</p>');
    expect(await (await fetch(base + '/assets/entry-abc123.js')).text()).toBe('export {};');
  });

  it('answers HEAD with the same status and headers and no body', async () => {
    const get = await fetch(base + '/demo/simple');
    const head = await fetch(base + '/demo/simple', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
    expect(await head.text()).toBe('');
    const missing = await fetch(base + '/nope', { method: 'HEAD' });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('');
  });

  it('answers an unknown page with status 404 and the 404 page of its language', async () => {
    const en = await fetch(base + '/nope?x=1');
    expect([en.status, en.headers.get('content-type'), await en.text()]).toEqual([
      404,
      'text/html; charset=utf-8',
      '<p>not found</p>',
    ]);
    const zh = await fetch(base + '/zh-CN/nope');
    expect([zh.status, await zh.text()]).toEqual([404, '<p>未找到</p>']);
  });

  it('answers a folder without an index, and a file name with a slash after it, with the 404 page', async () => {
    for (const address of ['/assets', '/assets/', '/robots.txt/']) {
      const response = await fetch(base + address);
      expect([address, response.status]).toEqual([address, 404]);
    }
  });

  it('serves a demo page and the playground whatever the query, and an unknown demo as 404', async () => {
    const answers = [];
    for (const address of ['/~demos/simple?locale=zh-CN', '/~playground?demo=simple&locale=zh-CN', '/~demos/nope']) {
      const response = await fetch(base + address);
      answers.push([address, response.status, await response.text()]);
    }
    expect(answers).toEqual([
      ['/~demos/simple?locale=zh-CN', 200, '<p>demo</p>'],
      ['/~playground?demo=simple&locale=zh-CN', 200, '<p>playground</p>'],
      ['/~demos/nope', 404, '<p>not found</p>'],
    ]);
  });
});

describe('static server: a file that cannot be read', () => {
  it('answers 500 with a plain message, and keeps serving the next request', async () => {
    // No 404.html in this root: the 404 answer has no file to send. With the folder gone, nothing can be read.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-empty-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<p>home</p>');
    const { server, url } = await startServer(root);
    try {
      for (const encoding of ['gzip', 'identity']) {
        const missing = await fetch(`${url}/no/such/page`, { headers: { 'accept-encoding': encoding } });
        expect(missing.status).toBe(500);
        expect(missing.headers.get('content-type')).toBe('text/plain; charset=utf-8');
        expect(await missing.text()).toMatch(/^Cannot read .*404\.html: ENOENT/);
      }
      const home = await fetch(`${url}/`);
      expect([home.status, await home.text()]).toEqual([200, '<p>home</p>']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('static host rules', () => {
  const root = '/site';
  const files = new Set([
    '/site/index.html',
    '/site/demo/simple/index.html',
    '/site/assets/a.js',
    '/site/404.html',
    '/site/zh-CN/404.html',
  ]);
  const exists = (file: string) => files.has(file);
  it('serves files and directory indexes', () => {
    expect(resolveRequest(root, '/', exists)).toEqual({ file: '/site/index.html', status: 200 });
    expect(resolveRequest(root, '/demo/simple', exists)).toEqual({ file: '/site/demo/simple/index.html', status: 200 });
    expect(resolveRequest(root, '/demo/simple/', exists)).toEqual({
      file: '/site/demo/simple/index.html',
      status: 200,
    });
    expect(resolveRequest(root, '/assets/a.js', exists).status).toBe(200);
  });
  it('answers unknown paths with the 404 page of their language, and never leaves the root', () => {
    expect(resolveRequest(root, '/nope', exists)).toEqual({ file: path.join(root, '404.html'), status: 404 });
    expect(resolveRequest(root, '/zh-CN/nope', exists)).toEqual({
      file: path.join(root, 'zh-CN/404.html'),
      status: 404,
    });
    expect(resolveRequest(root, '/../../etc/passwd', exists).status).toBe(404);
    expect(resolveRequest(root, '/%E0%A4%A', exists).status).toBe(404);
  });
  it('serves standalone demo pages and the playground from their prerendered files, unknown ids as 404', () => {
    const withDemos = (file: string) =>
      exists(file) || file === '/site/~demos/simple/index.html' || file === '/site/~playground/index.html';
    expect(resolveRequest(root, '/~demos/simple', withDemos)).toEqual({
      file: '/site/~demos/simple/index.html',
      status: 200,
    });
    expect(resolveRequest(root, '/%7Edemos/simple', withDemos).status).toBe(200);
    expect(resolveRequest(root, '/~playground', withDemos)).toEqual({
      file: '/site/~playground/index.html',
      status: 200,
    });
    expect(resolveRequest(root, '/~demos/nope', withDemos)).toEqual({ file: '/site/404.html', status: 404 });
    expect(resolveRequest(root, '/~demos/%E0%A4%A', withDemos).status).toBe(404);
  });
  it('serves the site under a base path, and nothing outside it', () => {
    expect(resolveRequest(root, '/table/', exists, '/table/')).toEqual({ file: '/site/index.html', status: 200 });
    expect(resolveRequest(root, '/table/demo/simple', exists, '/table/')).toEqual({
      file: '/site/demo/simple/index.html',
      status: 200,
    });
    expect(resolveRequest(root, '/table/zh-CN/nope', exists, '/table/')).toEqual({
      file: '/site/zh-CN/404.html',
      status: 404,
    });
    expect(resolveRequest(root, '/demo/simple', exists, '/table/')).toEqual({ file: '/site/404.html', status: 404 });
    expect(resolveRequest(root, '/tablet/demo/simple', exists, '/table/').status).toBe(404);
    // Outside the base, even a path whose file exists is not served.
    expect(resolveRequest(root, '/demo/simple', () => true, '/table/')).toEqual({
      file: '/site/404.html',
      status: 404,
    });
    expect(resolveRequest(root, '', () => true)).toEqual({ file: '/site/404.html', status: 404 });
  });
  it('gives the 404 page wherever the client would render it: bad encoding, odd spellings, .html names', () => {
    expect(resolveRequest(root, '/zh-CN/%E0%A4%A', exists)).toEqual({
      file: path.join(root, 'zh-CN/404.html'),
      status: 404,
    });
    expect(resolveRequest(root, '/demo//simple', exists).status).toBe(404);
    expect(resolveRequest(root, '/demo/./simple', exists).status).toBe(404);
    expect(resolveRequest(root, '/demo/%2E%2E/demo/simple', exists).status).toBe(404);
    expect(resolveRequest(root, '/index.html', exists).status).toBe(404);
    expect(resolveRequest(root, '/demo/simple/index.html', exists).status).toBe(404);
  });
});

/** A GET of `address` as it comes off the wire: the body not decompressed. */
function get(address: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(address, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('static server: compression and the base path', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-gzip-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<p>home</p>');
    fs.writeFileSync(path.join(root, 'icon.png'), 'png');
    fs.writeFileSync(path.join(root, '404.html'), '<p>not found</p>');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const serve = async (base: string, test: (url: string) => Promise<void>) => {
    const { server, url } = await startServer(root, 0, base);
    try {
      await test(url);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  };

  it('gzips text for a browser that accepts gzip, and says that the answer varies with it', async () => {
    await serve('/', async (url) => {
      const answer = await get(`${url}/`, { 'accept-encoding': 'br, gzip' });
      expect([answer.status, answer.headers['content-encoding'], answer.headers.vary]).toEqual([
        200,
        'gzip',
        'accept-encoding',
      ]);
      expect(zlib.gunzipSync(answer.body).toString()).toBe('<p>home</p>');
    });
  });

  it('sends text as it is to a browser that does not accept gzip, and images as they are to every browser', async () => {
    await serve('/', async (url) => {
      for (const [address, headers] of [
        ['/', {}],
        ['/', { 'accept-encoding': 'br, deflate' }],
        ['/', { 'accept-encoding': 'x-gzipped' }],
        ['/icon.png', { 'accept-encoding': 'gzip' }],
      ] as const) {
        const answer = await get(url + address, headers);
        expect([address, headers, answer.headers['content-encoding'], answer.headers.vary]).toEqual([
          address,
          headers,
          undefined,
          undefined,
        ]);
        expect(answer.body.toString()).toBe(address === '/' ? '<p>home</p>' : 'png');
      }
    });
  });

  it('gzips a file once per version: the same modification time sends the bytes gzipped before', async () => {
    const file = path.join(root, 'index.html');
    const gunzipped = async (url: string) =>
      zlib.gunzipSync((await get(`${url}/`, { 'accept-encoding': 'gzip' })).body).toString();
    await serve('/', async (url) => {
      const [before, after] = [new Date('2020-01-01T00:00:00Z'), new Date('2020-01-02T00:00:00Z')];
      fs.utimesSync(file, before, before);
      expect(await gunzipped(url)).toBe('<p>home</p>');
      fs.writeFileSync(file, '<p>new</p>');
      fs.utimesSync(file, before, before);
      expect(await gunzipped(url)).toBe('<p>home</p>');
      fs.utimesSync(file, after, after);
      expect(await gunzipped(url)).toBe('<p>new</p>');
    });
  });

  it('serves the site under its base path, and sends the base without its slash to the base, query kept', async () => {
    await serve('/table/', async (url) => {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/table$/);
      const redirect = await get(`${url}?x=1`);
      expect([redirect.status, redirect.headers.location]).toEqual([301, '/table/?x=1']);
      const home = await get(`${url}/`);
      expect([home.status, home.body.toString()]).toEqual([200, '<p>home</p>']);
      const outside = await get(url.replace('/table', '/tabl'));
      expect([outside.status, outside.body.toString()]).toEqual([404, '<p>not found</p>']);
    });
  });
});

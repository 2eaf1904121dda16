/**
 * A static file server for the built site, with the rules a static host would apply. It serves preview, the browser
 * tests and the benchmarks. It is kept beside http-server, which the deploy tests use to prove that the site needs no
 * rewrite rule, because it does what http-server cannot: it answers a missing address with the 404 page of that
 * address's language (zh-CN/404.html), not the root's only. It also answers an address the client would not render
 * ('/index.html', '/demo//simple') with the 404 page, so that hydration never meets a page the router disagrees with.
 * And it sends the immutable caching of a real host for assets/.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { stripBase } from '../core/base-path.ts';
import { localeOfPath } from '../core/locale.ts';
import { notFoundPath } from '../core/route-table.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.data': 'text/x-script',
};

/**
 * Which file answers a URL path, and with which status. Pure apart from the existence checks.
 * The site is served under `base` ('/' or '/table/'); `root` holds what is served there.
 * The answer must be what the client renders for the same address, or hydration fails: so a path that does not
 * decode, is not in its normal form ('/demo//simple') or names an HTML file ('/index.html') gets the 404 page.
 */
export function resolveRequest(
  root: string,
  rawPath: string,
  exists: (file: string) => boolean,
  base = '/',
): { file: string; status: number } {
  const inSite = stripBase(base, rawPath) ?? '';
  // The 404 page in the address's language: '/zh-CN/x' -> zh-CN/404.html.
  const notFound = () => ({ file: path.join(root, `${notFoundPath(localeOfPath(inSite))}.html`), status: 404 });
  let pathname: string;
  try {
    pathname = decodeURIComponent(inSite);
  } catch {
    return notFound();
  }
  // An address outside the base ('') is not in its normal form either ('.').
  if (path.posix.normalize(pathname) !== pathname || pathname.endsWith('.html')) return notFound();
  const target = path.join(root, pathname);
  if (!target.startsWith(root)) return notFound();
  for (const candidate of [target, path.join(target, 'index.html')]) {
    if (!candidate.endsWith(path.sep) && exists(candidate)) return { file: candidate, status: 200 };
  }
  return notFound();
}

const COMPRESSED = /^(text\/|application\/(json|xml)|image\/svg)/;
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

/** A file's gzipped bytes, made once per version of the file. */
function gzipped(file: string): Buffer {
  const { mtimeMs } = fs.statSync(file);
  const cached = gzipCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = zlib.gzipSync(fs.readFileSync(file));
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

/** Serves `root` at `base`; the address it resolves to is the site's, base path included ('http://127.0.0.1:4173/table'). */
export function startServer(root: string, port = 0, base = '/'): Promise<{ server: http.Server; url: string }> {
  const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();
  const server = http.createServer((req, res) => {
    // Stryker disable next-line StringLiteral: equivalent, a server's request always has a url ('' would resolve to '/' too).
    const { url: address = '/' } = req;
    const url = new URL(address, 'http://localhost');
    // The site's root without its slash ('/table') is a directory: the host adds the slash, as static hosts do. (At the
    // host's root, base '/', this is '', which no address's path is.)
    if (url.pathname === base.slice(0, -1)) {
      res.writeHead(301, { location: base + url.search });
      return res.end();
    }
    const { file, status } = resolveRequest(root, url.pathname, isFile, base);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    const headers: http.OutgoingHttpHeaders = {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    // Text goes out gzipped when the browser accepts it, as static hosts send it.
    // Stryker disable next-line StringLiteral: equivalent, a missing header only has to name no gzip, as any other text does.
    const { 'accept-encoding': acceptEncoding = '' } = req.headers;
    const gzip = COMPRESSED.test(type) && /\bgzip\b/.test(acceptEncoding);
    if (gzip) Object.assign(headers, { 'content-encoding': 'gzip', vary: 'accept-encoding' });
    let body: Buffer;
    try {
      // Read before answering: a file that cannot be read (say, mid-rebuild) gets a 500, and the server lives on.
      body = gzip ? gzipped(file) : fs.readFileSync(file);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end(`Cannot read ${path.relative(root, file)}: ${(error as Error).message}`);
    }
    res.writeHead(status, headers);
    // Node sends no body for HEAD: the same headers as GET, and nothing after them.
    res.end(body);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${actual}${base.slice(0, -1)}` });
    });
  });
}

/**
 * The served site as the engine tests see it: a proxy in front of the test server that adds one script to every
 * HTML page, first in its head, and can cut the network. WebKit's WebDriver has no way to read a page's console or
 * to run a script before the page's own, so the page records its own errors (`probe.js`): every uncaught error
 * (React reports a failed hydration as one), unhandled rejection, Content-Security-Policy violation and console
 * error or warning, from the page and from its frames, into `window.__engineLog` of the top page. The script is
 * served from the site's own origin, which the pages' policy allows. `offline` makes every asset request fail as a
 * lost connection does, the same in every engine; no file is kept in the HTTP cache, so that the next page's are
 * asked for.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const PROBE_PATH = '/__engine-probe.js';
const PROBE = fs.readFileSync(path.join(import.meta.dirname, 'probe.js'), 'utf8');

export interface Proxy {
  /** The site's address through the proxy, base path included and no trailing slash, as TEST_SITE_URL. */
  url: string;
  /** While true, requests for the site's assets (scripts, styles, data) fail with a closed connection. */
  setOffline(offline: boolean): void;
  close(): Promise<void>;
}

export function startProxy(site: string): Promise<Proxy> {
  const target = new URL(site);
  let offline = false;
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === PROBE_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(PROBE);
    }
    if (offline && /\.(js|css|json|data|wasm)$/.test(pathname)) return req.socket.destroy();
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          // Nothing is kept in the browser's HTTP cache: a flow that cuts the network must find every file missing
          // that the page has not imported yet, whatever the pages before it loaded.
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'cache-control': 'no-store' });
          return answer.pipe(res);
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const withProbe = html.replace('<head>', `<head><script src="${PROBE_PATH}"></script>`);
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(withProbe)) };
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(withProbe);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const base = target.pathname.replace(/\/$/, '');
      resolve({
        url: `http://127.0.0.1:${port}${base}`,
        setOffline: (value) => (offline = value),
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A static file server for the built site, with the rules a static host would apply. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.data': 'text/x-script',
};

/** Which file answers a URL path, and with which status. Pure apart from the existence checks. */
export function resolveRequest(root: string, rawPath: string, exists: (file: string) => boolean): { file: string; status: number } {
  const notFound = (zh: boolean) => ({ file: path.join(root, zh ? 'zh-CN/404.html' : '404.html'), status: 404 });
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return notFound(false);
  }
  const zh = pathname === '/zh-CN' || pathname.startsWith('/zh-CN/');
  const safe = path.normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const target = path.join(root, safe);
  if (!target.startsWith(root)) return notFound(zh);
  // /~demos/* and /~playground are rendered in the browser from the app shell.
  if (pathname.startsWith('/~demos/') || pathname === '/~playground') return { file: path.join(root, '__spa-fallback.html'), status: 200 };
  for (const candidate of [target, path.join(target, 'index.html')]) {
    if (!candidate.endsWith(path.sep) && exists(candidate)) return { file: candidate, status: 200 };
  }
  return notFound(zh);
}

export function startServer(root: string, port = 0): Promise<{ server: http.Server; url: string }> {
  const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { file, status } = resolveRequest(root, url.pathname, isFile);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    res.writeHead(status, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${actual}` });
    });
  });
}

/**
 * A proxy in front of a served site that sends each HTML document in parts, as a slow network delivers it: the first
 * part at once, each next one when `next()` is called. `cuts(html)` names where the parts end (byte offsets).
 * Every other request passes through whole.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PiecewiseProxy {
  /** The site's address through the proxy, base path included and no trailing slash. */
  url: string;
  /** Sends the next part of the document being served; nothing when none is waiting. */
  next(): void;
  close(): void;
}

export async function startPiecewiseProxy(site: string, cuts: (html: Buffer) => number[]): Promise<PiecewiseProxy> {
  const target = new URL(site);
  const waiting: (() => void)[] = [];
  const server = http.createServer(async (req, res) => {
    const answer = await fetch(new URL(req.url ?? '/', target.origin));
    const type = answer.headers.get('content-type') ?? 'application/octet-stream';
    res.writeHead(answer.status, { 'content-type': type });
    const body = Buffer.from(await answer.arrayBuffer());
    if (req.headers['sec-fetch-dest'] !== 'document' || !type.startsWith('text/html')) return res.end(body);
    const ends = [...cuts(body), body.length];
    for (const [i, end] of ends.entries()) {
      if (i) await new Promise<void>((send) => waiting.push(send));
      res.write(body.subarray(i ? ends[i - 1] : 0, end));
    }
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${target.pathname.replace(/\/$/, '')}`,
    next: () => waiting.shift()?.(),
    close: () => (server.closeAllConnections(), server.close()),
  };
}

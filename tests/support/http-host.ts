/**
 * An off-the-shelf static host for browser tests: http-server, with no rewrite rules, serving a folder of its own
 * (in the system's temporary folder) that holds a built site at `base` and the site's 404.html at the host's root:
 * a file is answered if it exists, else the 404 page with status 404, as GitHub Pages does. `extra` lays more files
 * into that folder (relative path to source file), e.g. to stand for a host that ignores case in file names.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface StaticHost {
  origin: string;
  stop: () => void;
}

export async function startStaticHost(
  client: string,
  base: string,
  extra: Record<string, string> = {},
): Promise<StaticHost> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-table-host-'));
  const mount = path.join(dir, base.replace(/^\/|\/$/g, ''));
  if (mount === dir) {
    for (const entry of fs.readdirSync(client)) fs.symlinkSync(path.join(client, entry), path.join(dir, entry));
  } else {
    fs.symlinkSync(client, mount);
    fs.copyFileSync(path.join(client, '404.html'), path.join(dir, '404.html'));
  }
  for (const [target, source] of Object.entries(extra)) {
    fs.mkdirSync(path.dirname(path.join(dir, target)), { recursive: true });
    fs.copyFileSync(source, path.join(dir, target));
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const bin = path.join(ROOT, 'node_modules', 'http-server', 'bin', 'http-server');
  const host = spawn(process.execPath, [bin, dir, '-a', '127.0.0.1', '-p', String(port), '-c-1', '-d', 'false', '-s'], {
    stdio: 'ignore',
  });
  const stop = () => {
    host.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries++) {
    try {
      await fetch(origin + base);
      break;
    } catch (error) {
      if (tries > 300) {
        stop();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { origin, stop };
}

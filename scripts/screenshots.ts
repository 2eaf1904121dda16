/**
 * `npm run screenshots -- /path [/path ...]`: PNGs of built pages at desktop and phone width, light and dark,
 * into screenshots/ (ignored by git), for looking at what a change did.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../tests/support/browser.ts';
import { startServer } from '../engine/scripts/static-server.ts';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const out = path.resolve(import.meta.dirname, '../screenshots');
fs.mkdirSync(out, { recursive: true });
const { server, url } = await startServer(
  path.resolve(process.env.BUILD_DIR ?? path.resolve(import.meta.dirname, '../build'), 'client'),
);
const browser = await launchBrowser();
const full = process.argv.includes('--full');
for (const [device, width, height] of [
  ['desktop', 1440, 900],
  ['phone', 375, 740],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport: { width, height },
      colorScheme: scheme,
      deviceScaleFactor: 1,
    });
    await context.addInitScript((mode) => localStorage.setItem('prefers-color', mode), scheme);
    const page = await context.newPage();
    for (const p of paths.length ? paths : ['/']) {
      await page.goto(url + p, { waitUntil: 'networkidle' });
      const name = `${p.replace(/[^\w-]+/g, '_') || 'home'}-${device}-${scheme}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: full });
      console.log(path.join(out, name));
    }
    await context.close();
  }
}
await browser.close();
server.close();

/** Serves the built site once for all browser tests; the tests read its address from SITE_URL. */
import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../../scripts/static-server.ts';
import { findChromium } from '../support/browser.ts';

export default async function setup() {
  const root = path.resolve(process.env.BUILD_DIR ?? path.resolve(import.meta.dirname, '../../build'), 'client');
  if (!fs.existsSync(path.join(root, 'index.html')))
    throw new Error(`No built site in ${root}: run \`npm run build\` first.`);
  findChromium(); // fail early, with the message that says how to get one
  const { server, url } = await startServer(root);
  process.env.SITE_URL = url;
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

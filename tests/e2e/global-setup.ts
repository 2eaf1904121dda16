/**
 * Serves the built site once for all browser tests, under the BASE_PATH it was built for; the tests read its
 * address from TEST_SITE_URL (SITE_URL is the public address the build writes into pages).
 */
import fs from 'node:fs';
import path from 'node:path';
import { BASE_PATH } from '../../engine/pipeline/deploy/env.ts';
import { startServer } from '../../engine/scripts/static-server.ts';
import { findChromium } from '../support/browser.ts';

export default async function setup() {
  const root = path.resolve(process.env.BUILD_DIR ?? path.resolve(import.meta.dirname, '../../build'), 'client');
  if (!fs.existsSync(path.join(root, 'index.html')))
    throw new Error(`No built site in ${root}: run \`npm run build\` first.`);
  findChromium(); // fail early, with the message that says how to get one
  const { server, url } = await startServer(root, 0, BASE_PATH);
  process.env.TEST_SITE_URL = url;
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

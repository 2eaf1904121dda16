/** `npm run preview`: serve the built site on localhost (PORT, default 4173), under BASE_PATH as it was built. */
import fs from 'node:fs';
import path from 'node:path';
import { BASE_PATH } from '../pipeline/deploy/env.ts';
import { startServer } from './static-server.ts';
import { ROOT } from '../pipeline/paths.ts';

const root = path.resolve(process.env.BUILD_DIR ?? path.join(ROOT, 'build'), 'client');
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const { url } = await startServer(root, Number(process.env.PORT ?? 4173), BASE_PATH);
console.log(`Serving the built site at ${url}/`);

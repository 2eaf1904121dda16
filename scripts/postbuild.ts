/** After `react-router build`: put each language's 404 page where a static host looks for it, then add the CSP. */
import fs from 'node:fs';
import path from 'node:path';
import { applyPolicies } from './csp.ts';

const client = path.resolve(process.env.BUILD_DIR ?? path.resolve(import.meta.dirname, '../build'), 'client');

for (const dir of ['', 'zh-CN']) {
  const from = path.join(client, dir, '404', 'index.html');
  if (!fs.existsSync(from)) throw new Error(`postbuild: ${path.relative(client, from)} was not prerendered`);
  fs.renameSync(from, path.join(client, dir, '404.html'));
  fs.rmdirSync(path.dirname(from));
}
console.log('postbuild: wrote 404.html and zh-CN/404.html');
console.log(`postbuild: wrote the Content-Security-Policy into ${applyPolicies(client)} HTML files`);

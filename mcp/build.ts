/**
 * Bundles the MCP server into one file, `mcp/dist/server.js`: its code, the site's search engine (engine/app/search/) and
 * the SDK with its schema library, so the package needs nothing else at run time. `--data <file>` also copies the
 * site build's data beside it, as a published package carries it (the package's `prepack`).
 * Run by `npm run build` after the site's build; two builds at once (the root and /table/ ones) write the same
 * bytes, each through a file of its own renamed into place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Rollup } from 'vite';

const HERE = import.meta.dirname;
const DIST = path.join(HERE, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(HERE, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};

/** Writes a file whole or not at all. */
function put(file: string, content: string | Buffer) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

const output = (await build({
  configFile: false,
  root: HERE,
  logLevel: 'warn',
  define: { __PACKAGE__: JSON.stringify({ name: manifest.name, version: manifest.version }) },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: path.join(HERE, 'src/cli.ts'),
    write: false,
    target: 'node20',
    minify: true,
    rolldownOptions: { output: { format: 'es', banner: '#!/usr/bin/env node', codeSplitting: false } },
  },
})) as Rollup.RollupOutput | Rollup.RollupOutput[];
const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
const entry = chunks.find((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk' && chunk.isEntry);
if (!entry || chunks.length !== 1)
  throw new Error(`The server should bundle into one file; got ${chunks.map((chunk) => chunk.fileName).join(', ')}`);
fs.mkdirSync(DIST, { recursive: true });
const server = path.join(DIST, 'server.js');
put(server, entry.code);
fs.chmodSync(server, 0o755);

const at = process.argv.indexOf('--data');
if (at >= 0) {
  const data = path.resolve(process.argv[at + 1] ?? '');
  if (!fs.existsSync(data)) throw new Error(`No ${data}: build the site first (npm run build).`);
  put(path.join(DIST, 'mcp-data.json'), fs.readFileSync(data));
}
console.log(`mcp: wrote ${path.relative(process.cwd(), server)} (${(entry.code.length / 1024).toFixed(0)} KB)`);

/**
 * MCP server benchmark: `npm run bench:mcp` (after `npm run build`).
 * The server started as an assistant starts it (its bin over stdio, with the SDK's client) RUNS times, one after
 * another: the time from spawning it to the end of the protocol's handshake (start), and from there to the answer
 * of its first search (first search), median and slowest; the server's own CPU time until that answer (user plus
 * system, from /proc on Linux, in steps of 10 ms), which a busy machine changes far less than the wall clock; Node's
 * own start (`node -e ''`) beside it, for the machine. Then the package's size as `npm pack` would publish it (the bundle and
 * the build's data; tarball and unpacked), the size of each language's llms-full.txt (raw and gzip), and how many
 * questions of the judged set (bench/mcp-questions.ts) the tools answer right.
 * Target: start plus first search under 300 ms on a quiet machine; the package under 2 MB.
 * Prints a table and writes bench/results/mcp.json.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { LOCALES } from '../engine/core/locale.ts';
import { MCP_DATA_FILE } from '../plugins/assistants/core/mcp-data.ts';
import { llmsFullPath } from '../engine/pipeline/seo/vite-plugin.ts';
import { judge } from './judge.ts';
import { QUESTIONS } from './mcp-questions.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'build', 'client');
const BIN = path.join(ROOT, 'mcp', 'dist', 'server.js');
const DATA = path.join(CLIENT, MCP_DATA_FILE);
const RUNS = 15;
const TARGET_MS = 300;
const TARGET_BYTES = 2 * 1024 * 1024;

for (const file of [BIN, DATA]) if (!fs.existsSync(file)) throw new Error(`No ${file}: run \`npm run build\` first.`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** A process's CPU time so far in ms (Linux), or NaN where /proc is missing. */
function cpuMs(pid: number | null): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, the 14th and 15th fields of the line, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

async function once() {
  const started = performance.now();
  const client = new Client({ name: 'bench', version: '1.0.0' });
  const transport = new StdioClientTransport({ command: process.execPath, args: [BIN, '--data', DATA] });
  await client.connect(transport);
  const connected = performance.now();
  const result = await client.callTool({ name: 'search_docs', arguments: { query: 'sticky header' } });
  const answered = performance.now();
  const cpu = cpuMs(transport.pid);
  if (result.isError) throw new Error(`The search failed: ${JSON.stringify(result.content)}`);
  await client.close();
  return { start: connected - started, search: answered - connected, total: answered - started, cpu };
}

const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await once());

/** The judged set, asked of one server as an assistant would, in a folder with no project (the newest release). */
async function judged() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-table-judged-'));
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [BIN, '--data', DATA], cwd: folder }),
  );
  const judgements = [];
  for (const question of QUESTIONS) {
    const result = await client.callTool({ name: question.tool, arguments: question.args });
    const text = (result.content as { type: string; text: string }[]).map((part) => part.text).join('\n');
    judgements.push(judge(question, { text, error: result.isError === true }));
  }
  await client.close();
  fs.rmSync(folder, { recursive: true, force: true });
  return judgements;
}
const judgements = await judged();
const nodeStart = Array.from({ length: RUNS }, () => {
  const started = performance.now();
  spawnSync(process.execPath, ['-e', '']);
  return performance.now() - started;
});

// The package as published: the bundle and the data beside it (what the package's prepack does), scripts skipped.
execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'mcp/build.ts', '--data', DATA], {
  cwd: ROOT,
  stdio: 'ignore',
});
const [pack] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: path.join(ROOT, 'mcp') }).toString(),
) as { size: number; unpackedSize: number; files: { path: string; size: number }[] }[];

const llmsFull = Object.fromEntries(
  LOCALES.map((locale) => {
    const text = fs.readFileSync(path.join(CLIENT, llmsFullPath(locale)), 'utf8');
    return [llmsFullPath(locale), { bytes: Buffer.byteLength(text), gzip: gzipSync(text).length }];
  }),
);

const results = {
  runs: RUNS,
  startMs: { median: median(runs.map((run) => run.start)), max: Math.max(...runs.map((run) => run.start)) },
  firstSearchMs: { median: median(runs.map((run) => run.search)), max: Math.max(...runs.map((run) => run.search)) },
  totalMs: { median: median(runs.map((run) => run.total)), max: Math.max(...runs.map((run) => run.total)) },
  serverCpuMs: median(runs.map((run) => run.cpu)),
  nodeStartMs: median(nodeStart),
  package: {
    tarball: pack.size,
    unpacked: pack.unpackedSize,
    files: Object.fromEntries(pack.files.map((file) => [file.path, file.size])),
  },
  llmsFull,
  judged: {
    right: judgements.filter((entry) => entry.right).length,
    questions: judgements.length,
    wrong: judgements.filter((entry) => !entry.right),
  },
};

console.log(`MCP server, ${RUNS} starts (median / slowest):`);
console.log(`  start (spawn to handshake done)  ${ms(results.startMs.median)} / ${ms(results.startMs.max)}`);
console.log(
  `  first search ("sticky header")   ${ms(results.firstSearchMs.median)} / ${ms(results.firstSearchMs.max)}`,
);
console.log(
  `  both                             ${ms(results.totalMs.median)} / ${ms(results.totalMs.max)}  (target ${TARGET_MS} ms: ${results.totalMs.median < TARGET_MS ? 'met' : 'missed'})`,
);
console.log(`  the server's CPU time until then  ${ms(results.serverCpuMs)} (median)`);
console.log(`  node -e '' alone                 ${ms(results.nodeStartMs)}`);
console.log(
  `Package: ${kb(pack.size)} tarball, ${kb(pack.unpackedSize)} unpacked (target 2 MB: ${pack.unpackedSize < TARGET_BYTES ? 'met' : 'missed'})`,
);
for (const file of pack.files) console.log(`  ${file.path}  ${kb(file.size)}`);
for (const [file, size] of Object.entries(llmsFull)) console.log(`${file}: ${kb(size.bytes)} (${kb(size.gzip)} gzip)`);

console.log(`Judged set: ${results.judged.right} of ${results.judged.questions} answered right`);
for (const wrong of results.judged.wrong)
  console.log(
    `  wrong: ${wrong.id}${wrong.wrongKind ? ' (error kind)' : ''}${wrong.missing.length ? `, lacks ${wrong.missing.join(' / ')}` : ''}`,
  );

fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench/results/mcp.json'), `${JSON.stringify(results, null, 2)}\n`);

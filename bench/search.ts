/**
 * Search benchmark: `npx tsx bench/search.ts`.
 * Per language: the index file's size (raw and gzip), the time to parse and index it, and the engine's query
 * time (median and 95th percentile) over a fixed list of queries, in-process in Node. A second row per
 * language runs the same queries on the content repeated ten times, for headroom as the docs grow.
 * Prints a table and writes bench/results/search.json. Target: p95 under 5 ms.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createIndex, search } from '../app/search/engine.ts';
import { LOCALES, pick } from '../core/locale.ts';
import type { SearchData } from '../core/search-data.ts';
import type { LocaleId } from '../core/types.ts';
import { searchFiles } from '../plugins/search/vite-plugin.ts';

const TARGET_P95_MS = 5;
const ROUNDS = 20;

/** The queries per language (a language without its own list is measured with the default language's). */
const QUERIES: Partial<Record<LocaleId, string[]>> = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, 'search-queries.json'), 'utf8'),
);
const queriesOf = (locale: LocaleId) => pick(QUERIES, locale) ?? [];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at];
}

/** The content repeated `times` times, each copy at its own URLs. */
function scaled(data: SearchData, times: number): SearchData {
  const pages = Array.from({ length: times }, (_, i) =>
    data.pages.map((page) => ({ ...page, url: `${page.url}/copy-${i}` })),
  ).flat();
  return { ...data, pages };
}

function measure(data: SearchData, queries: string[]) {
  const json = JSON.stringify(data);
  let start = performance.now();
  const index = createIndex(JSON.parse(json) as SearchData);
  const indexMs = performance.now() - start;
  for (const query of queries) search(index, query); // warm-up
  const samples: number[] = [];
  let hits = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      start = performance.now();
      const groups = search(index, query);
      samples.push(performance.now() - start);
      if (round === 0) hits += groups.reduce((n, group) => n + group.hints.length, 0);
    }
  }
  samples.sort((a, b) => a - b);
  return {
    pages: data.pages.length,
    rawBytes: Buffer.byteLength(json),
    gzipBytes: gzipSync(json, { level: 9 }).length,
    indexMs: round(indexMs),
    queries: queries.length,
    samples: samples.length,
    hitsPerQuery: round(hits / queries.length),
    medianMs: round(percentile(samples, 50), 4),
    p95Ms: round(percentile(samples, 95), 4),
    maxMs: round(samples[samples.length - 1], 4),
  };
}

function round(value: number, digits = 2): number {
  return Number(value.toFixed(digits));
}

const files = await searchFiles();
const rows: (ReturnType<typeof measure> & { locale: LocaleId; content: string })[] = [];
for (const locale of LOCALES) {
  const data = JSON.parse(files[locale]) as SearchData;
  rows.push({ locale, content: 'site', ...measure(data, queriesOf(locale)) });
  rows.push({ locale, content: 'site x10', ...measure(scaled(data, 10), queriesOf(locale)) });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`Search engine, in-process (Node ${process.version}); ${ROUNDS} rounds of each query.\n`);
console.table(
  rows.map((row) => ({
    language: row.locale,
    content: row.content,
    pages: row.pages,
    'index raw': kb(row.rawBytes),
    'index gzip': kb(row.gzipBytes),
    'parse+index ms': row.indexMs,
    queries: row.queries,
    'hits/query': row.hitsPerQuery,
    'median ms': row.medianMs,
    'p95 ms': row.p95Ms,
    'max ms': row.maxMs,
  })),
);
const pass = rows.every((row) => row.p95Ms < TARGET_P95_MS);
console.log(
  pass ? `p95 under ${TARGET_P95_MS} ms everywhere.` : `p95 over ${TARGET_P95_MS} ms somewhere: see the table.`,
);

const out = path.resolve(import.meta.dirname, 'results/search.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      rounds: ROUNDS,
      targetP95Ms: TARGET_P95_MS,
      pass,
      queries: Object.fromEntries(LOCALES.map((locale) => [locale, queriesOf(locale)])),
      results: rows,
    },
    null,
    2,
  ) + '\n',
);
console.log(`Wrote ${path.relative(process.cwd(), out)}`);

/**
 * The composer (docs/compose.md): the code it writes for every pair and triple of the compatibility matrix, compiled
 * as the site's live editor compiles it and drawn in Chromium, passes every probe of its features with a quiet
 * console, the fixes applied; and so it does in other shapes (more records, more or fewer columns, one width).
 * Without a fix it needs, or without an import, it does not.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  PROBES,
  STICKY_HEADER_RULE,
  cellKey,
  type MatrixCell,
} from '../../plugins/compatibility/core/compatibility.ts';
import { installedMatrix } from '../../plugins/compatibility/pipeline/matrix-data.ts';
import { openMatrixPage, runConfig } from '../../plugins/compatibility/scripts/matrix/run.ts';
import {
  composeWords,
  composedConfig,
  composedSource,
  judgeChoice,
  type Choice,
} from '../../plugins/composer/core/compose.ts';
import { compileModule } from '../../engine/app/live/compile.ts';
import type { LibraryPage } from './browser.ts';

const matrix = installedMatrix();
const PACKAGE = '@rc-component/table';

/** The choice's code as the composer writes it (in English), compiled as the live editor compiles it. */
function composed(choice: Choice, edit: (source: string) => string = (source) => source) {
  const judgement = judgeChoice(choice.features, matrix);
  const source = edit(composedSource(choice, judgement, matrix, composeWords('en-US'), 'en-US', PACKAGE));
  return {
    judgement,
    source,
    module: compileModule(source, 'compose.tsx'),
    config: composedConfig(choice, judgement.fixes),
  };
}

/** What drawing the choice's code showed: failed probes (but the ignored feature's) and caveat checks, warnings, a throw. */
async function problems(choice: Choice, edit?: (source: string) => string, ignored?: string): Promise<string[]> {
  const { module, config } = composed(choice, edit);
  const run = await runConfig(opened.page, choice.features, config, module);
  const skipped = PROBES.filter((probe) => probe.feature === ignored).map((probe) => probe.id);
  return [
    ...run.failed.filter((id) => !skipped.includes(id)),
    ...run.caveats.map((id) => `caveat:${id}`),
    ...run.warnings.map((text) => `warning: ${text}`),
    ...(run.error === undefined ? [] : [`error: ${run.error}`]),
  ];
}

let opened: LibraryPage;
beforeAll(async () => {
  opened = await openMatrixPage();
}, 120_000);
afterAll(() => opened?.close());

it('docs/compose.md: "passes the probes of its features"', async () => {
  const composable = matrix.cells.filter((cell: MatrixCell) => cell.verdict !== 'fails');
  // Every pair and triple the matrix drew, less the two that do not work.
  expect(composable.length).toBeGreaterThan(140);
  const found: string[] = [];
  for (const cell of composable)
    for (const problem of await problems({ features: cell.features }, undefined, cell.ignored))
      found.push(`${cellKey(cell.features)}: ${problem}`);
  expect(found).toEqual([]);
}, 900_000);

it('docs/compose.md: "in the shape you chose"', async () => {
  const shapes: Choice[] = [
    { features: ['fixed-start', 'virtual', 'expandable'], records: 10_000, columns: 40 },
    { features: ['virtual', 'tree', 'scroll-y'], records: 100_000, width: 120 },
    { features: ['fixed-end', 'span'], columns: 3 },
    { features: ['fixed-start', 'fixed-end', 'resize'], columns: 12, width: 100 },
    { features: ['grouped', 'ellipsis', 'summary'], columns: 5, records: 10 },
    { features: ['fixed-start', 'sticky', 'span'], records: 200, columns: 20 },
  ];
  const found: string[] = [];
  for (const choice of shapes)
    for (const problem of await problems(choice)) found.push(`${cellKey(choice.features)}: ${problem}`);
  expect(found).toEqual([]);
}, 300_000);

/** The composed file without the stylesheet it gives a sticky header. */
const withoutRule = (source: string) => {
  const rule = `const stylesheet = ${JSON.stringify(STICKY_HEADER_RULE)};`;
  expect(source).toContain(rule);
  return source.replace(rule, 'const stylesheet = "";');
};

it('docs/compose.md: "features that work in pairs can still clash as three"', async () => {
  // Each pair works (one with the fix the code applies), yet with the fix the sticky header is drawn under body cells.
  const triple = { features: ['sticky', 'expandable', 'span'] };
  const judgement = judgeChoice(triple.features, matrix);
  expect(judgement.together).toBe(false);
  expect(judgement.parts.map((cell) => cell.verdict).sort()).toEqual(['fixed', 'works', 'works']);
  expect(judgement.fixes).toEqual(['expanded-row-offset']);
  expect(await problems(triple, withoutRule)).toEqual(['caveat:covered']);
  // Its two pairs with the sticky header show nothing of the kind, even without the rule.
  for (const features of [
    ['sticky', 'expandable'],
    ['sticky', 'span'],
  ])
    expect(await problems({ features }, withoutRule)).toEqual([]);
  // With the rule the composer writes, the triple is clean (and so are the pairs with fixed columns the matrix finds
  // covering the header: "passes the probes of its features" above holds them to no caveat).
  expect(await problems(triple)).toEqual([]);
  expect(await problems({ features: ['fixed-start', 'sticky'] }, withoutRule)).toEqual(['caveat:covered']);
}, 120_000);

it('docs/compose.md: "The same test fails when a fix the combination needs is left out"', async () => {
  const fixed = { features: ['virtual', 'expandable'] };
  expect(composed(fixed).source).toContain('columnWidth: 48');
  expect(await problems(fixed, (source) => source.replace(/\n\s*columnWidth: 48,/, ''))).toContain('caveat:misaligned');
  const spans = { features: ['expandable', 'span'] };
  expect(await problems(spans, (source) => source.replace(/\n\s*expandedRowOffset: 2,/, ''))).toContain('span.covers');
  const line = "import { VirtualTable } from '@rc-component/table';\n";
  expect(composed(fixed).source).toContain(line);
  const imported = await problems(fixed, (source) => source.replace(line, ''));
  expect(imported.some((problem) => problem.startsWith('error: VirtualTable is not defined'))).toBe(true);
}, 120_000);

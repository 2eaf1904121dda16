/** The compatibility matrix's pure rules (plugins/compatibility/core/compatibility.ts) and the committed results in facts/compatibility/. */
import fs from 'node:fs';
import path from 'node:path';
import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import {
  BODY_HEIGHT,
  FEATURES,
  FIXES,
  PROBES,
  STICKY_HEADER_RULE,
  SUMMARY_TEXT,
  TOTAL_WIDTH,
  TRIPLES,
  cellAnchor,
  cellConfig,
  cellKey,
  cellNote,
  cellProbes,
  cellSearchEntries,
  cellSource,
  cellTitle,
  commentLines,
  countVerdicts,
  describeChange,
  diffMatrices,
  expandedText,
  explainCell,
  fixesFor,
  ignoredFeature,
  judgeCell,
  matrixCells,
  ordered,
  printValue,
  probeApplies,
  probeFailure,
  readMatrix,
  setColumnWidth,
  verdictWord,
  type CellRun,
  type Code,
  type MatrixFile,
  type PropValue,
} from '../../../../../plugins/compatibility/core/compatibility.ts';
import { locales } from '../../../../../site.config.ts';
import { ROOT } from '../../../../support/source-files';

const RESULTS = path.join(ROOT, 'facts/compatibility');
const pinned = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/package.json'), 'utf8')) as {
    version: string;
  }
).version;

describe('the matrix', () => {
  it('has at least 14 features, every pair of them once and at least 25 triples', () => {
    expect(FEATURES.length).toBeGreaterThanOrEqual(14);
    const cells = matrixCells();
    const n = FEATURES.length;
    expect(TRIPLES.length).toBeGreaterThanOrEqual(25);
    expect(cells).toHaveLength((n * (n - 1)) / 2 + TRIPLES.length);
    expect(new Set(cells.map(cellKey)).size).toBe(cells.length);
    for (const cell of cells) expect(cell).toEqual(ordered(cell));
  });

  it('holds the triples users ask about', () => {
    const keys = TRIPLES.map(cellKey);
    for (const triple of [
      ['sticky', 'scroll-y', 'summary'],
      ['virtual', 'fixed-start', 'grouped'],
      ['virtual', 'tree', 'fixed-start'],
      ['tree', 'expandable', 'fixed-start'],
      ['expandable', 'span', 'fixed-start'],
    ])
      expect(keys).toContain(cellKey(ordered(triple)));
  });

  it('gives every feature at least one probe, and every text in every language', () => {
    for (const feature of FEATURES) {
      expect(PROBES.some((probe) => probe.feature === feature.id)).toBe(true);
      for (const { id } of locales) expect(feature.title[id]).toBeTruthy();
    }
    for (const probe of PROBES) for (const { id } of locales) expect(probe.title[id]).toBeTruthy();
  });

  it('orders feature ids as the feature list does, and refuses unknown ones', () => {
    expect(ordered(['virtual', 'fixed-start'])).toEqual(['fixed-start', 'virtual']);
    expect(() => ordered(['fixed-start', 'sideways'])).toThrow('Unknown feature "sideways"');
  });

  it('names the feature the library ignores, in either order, and none where both act', () => {
    expect(ignoredFeature(['grouped', 'no-header'])?.feature).toBe('grouped');
    expect(ignoredFeature(['fixed-start', 'expandable', 'empty'])?.feature).toBe('expandable');
    expect(ignoredFeature(['fixed-start', 'virtual'])).toBeUndefined();
    // Both are common and both draw: a sticky table without a header, a virtual table without records.
    expect(ignoredFeature(['sticky', 'no-header'])).toBeUndefined();
    expect(ignoredFeature(['virtual', 'empty'])).toBeUndefined();
  });

  it('skips the probes that have nothing to check, and only those', () => {
    expect(probeApplies('sticky.header-sticks', ['sticky', 'no-header'])).toBe(false);
    expect(probeApplies('sticky.scroll-bar', ['sticky', 'no-header'])).toBe(true);
    expect(probeApplies('virtual.few-rows', ['virtual', 'empty'])).toBe(false);
    expect(probeApplies('virtual.few-rows', ['virtual', 'tree'])).toBe(true);
    expect(cellProbes(['virtual', 'empty']).map((p) => p.id)).toEqual(['empty.placeholder']);
  });

  it('offers each fix only where all its features meet', () => {
    expect(fixesFor(['virtual', 'expandable']).map((f) => f.id)).toEqual(['expand-column-width']);
    expect(fixesFor(['fixed-start', 'expandable', 'span']).map((f) => f.id)).toEqual(['expanded-row-offset']);
    expect(fixesFor(['virtual', 'span'])).toEqual([]);
    for (const fix of FIXES)
      for (const { id } of locales) expect(fix.action[id] && fix.why[id] && fix.seen[id]).toBeTruthy();
  });
});

describe('a cell’s configuration', () => {
  it('draws VirtualTable with both scrolls and 1,000 records for the virtual feature', () => {
    const config = cellConfig(['virtual', 'fixed-start']);
    expect(config.component).toBe('VirtualTable');
    expect(config.props.scroll).toEqual({ x: 1050, y: 240 });
    expect(config.props.data).toEqual({ $code: expect.stringContaining('length: 1000') });
    expect(config.width).toBe(500);
  });

  it('puts each feature where the library reads it', () => {
    const config = cellConfig(['fixed-end', 'grouped', 'rtl', 'no-header']);
    expect(config.component).toBe('Table');
    expect(config.props.direction).toBe('rtl');
    expect(config.props.showHeader).toBe(false);
    const columns = config.props.columns as { key: string; fixed?: string; children?: unknown[] }[];
    expect(columns.find((c) => c.key === 'action')?.fixed).toBe('end');
    expect(columns.find((c) => c.key === 'address')?.children).toHaveLength(2);
    expect(cellConfig(['empty', 'sticky']).props).toMatchObject({
      data: [],
      emptyText: 'Nothing to show',
      sticky: true,
    });
    expect(cellConfig(['scroll-y', 'tree']).width).toBe(1100);
  });

  it('applies a fix where the library reads it, and refuses an unknown fix', () => {
    expect(cellConfig(['virtual', 'expandable'], ['expand-column-width']).props.expandable).toMatchObject({
      columnWidth: 48,
    });
    expect(cellConfig(['virtual', 'expandable']).props.expandable).not.toHaveProperty('columnWidth');
    expect(cellConfig(['expandable', 'span'], ['expanded-row-offset']).props.expandable).toMatchObject({
      expandedRowOffset: 2,
    });
    expect(() => cellConfig(['span'], ['nothing'])).toThrow('Unknown fix "nothing"');
  });

  it('sets one column’s width, inside groups too, leaving the others', () => {
    const props = setColumnWidth(cellConfig(['grouped']).props, 'street', 333);
    const group = (props.columns as { key: string; children?: { key: string; width: number }[] }[]).find(
      (c) => c.key === 'address',
    );
    expect(group?.children?.map((c) => c.width)).toEqual([150, 333]);
  });

  it('prints as a module the playground compiles, whose props are the configuration’s', () => {
    const config = cellConfig(['summary', 'resize', 'span', 'tree', 'expandable']);
    const source = cellSource(config);
    const { code } = transform(source, { transforms: ['typescript', 'jsx', 'imports'], production: true });
    expect(code).toContain('Summary line');
    // The printed props, evaluated, have the configuration's plain values.
    const evaluated = new Function(`return (${printValue(config.props)});`)() as Record<string, unknown>;
    expect(evaluated.rowKey).toBe('key');
    expect((evaluated.data as unknown[]).length).toBe(40);
    expect(((evaluated.data as { children?: unknown[] }[])[0].children ?? []).length).toBe(2);
    expect(typeof evaluated.summary).toBe('function');
  });
});

const run = (over: Partial<CellRun> = {}): CellRun => ({ failed: [], caveats: [], warnings: [], ...over });

describe('verdicts and notes', () => {
  it('fails a cell on a failed probe or an error, and makes a console warning or a caveat check a caveat', () => {
    const judge = (r: CellRun) => judgeCell(['fixed-start', 'rtl'], r).verdict;
    expect(judge(run())).toBe('works');
    expect(judge(run({ warnings: ['Warning: x'] }))).toBe('caveat');
    expect(judge(run({ failed: ['rtl.flips'], warnings: ['Warning: x'] }))).toBe('fails');
    expect(judge(run({ error: 'boom' }))).toBe('fails');
    expect(judge(run({ caveats: ['misaligned'] }))).toBe('caveat');
    expect(judge(run({ failed: ['rtl.flips'], caveats: ['misaligned'] }))).toBe('fails');
  });

  it('says "works with a fix" only when the render with the fix is clean', () => {
    const features = ['virtual', 'expandable'];
    const fixes = ['expand-column-width'];
    const fixed = judgeCell(features, run({ caveats: ['misaligned'] }), { fixes, run: run() });
    expect(fixed).toMatchObject({ verdict: 'fixed', fixes, fixedFailed: [], caveats: ['misaligned'] });
    expect(
      judgeCell(features, run({ caveats: ['misaligned'] }), { fixes, run: run({ caveats: ['misaligned'] }) }),
    ).toMatchObject({ verdict: 'caveat', fixedFailed: ['caveat:misaligned'] });
    expect(
      judgeCell(features, run({ failed: ['virtual.few-rows'] }), { fixes, run: run({ error: 'x' }) }).verdict,
    ).toBe('fails');
  });

  it('says "not applicable" only when exactly the ignored feature’s probes failed', () => {
    const features = ['expandable', 'empty'];
    expect(judgeCell(features, run({ failed: ['expandable.under-row'] }))).toMatchObject({
      verdict: 'n/a',
      ignored: 'expandable',
    });
    // The empty text missing too is a failure, not the library ignoring rows it does not have.
    expect(judgeCell(features, run({ failed: ['expandable.under-row', 'empty.placeholder'] })).verdict).toBe('fails');
    expect(judgeCell(['fixed-start', 'rtl'], run({ failed: ['rtl.flips'] })).verdict).toBe('fails');
  });

  it('says what was checked on a working cell, and what was not and why', () => {
    const e = explainCell({ features: ['virtual', 'empty'], verdict: 'works', failed: [] }, 'en-US');
    expect(e.checked).toEqual([PROBES.find((p) => p.id === 'empty.placeholder')!.title['en-US']]);
    expect(e.skipped.join()).toMatch(/no records/);
    expect(cellNote({ features: ['fixed-start', 'rtl'], verdict: 'works', failed: [] }, 'en-US')).toMatch(
      /^Checked: The first column stays where it is .*; The first column is drawn at the right\.$/,
    );
  });

  it('words what goes wrong, why and what to do, in every language', () => {
    const cell = judgeCell(['expandable', 'tree'], run({ failed: ['tree.child-rows'], warnings: ['Warning: odd'] }));
    for (const { id } of locales) {
      const e = explainCell(cell, id);
      expect(e.seen).toContain('Warning: odd');
      expect(e.why && e.action).toBeTruthy();
      expect(cellNote(cell, id)).not.toContain('{');
    }
    expect(cellNote(cell, 'en-US')).toMatch(/^What you see: the children are not drawn .*Why: .*What to do: /);
    const fixed = judgeCell(['virtual', 'expandable'], run({ caveats: ['misaligned'] }), {
      fixes: ['expand-column-width'],
      run: run(),
    });
    expect(explainCell(fixed, 'en-US').fix).toBe('expandable.columnWidth');
    expect(cellNote(fixed, 'en-US')).toMatch(/^Works with expandable\.columnWidth\. Without it, the expand column/);
    const ignored = judgeCell(['grouped', 'no-header'], run({ failed: ['grouped.spans-children'] }));
    expect(cellNote(ignored, 'zh-CN')).toBe(ignoredFeature(['grouped', 'no-header'])!.note['zh-CN']);
  });
});

const file = (cells: MatrixFile['cells'], version = '1.0.0'): MatrixFile => ({
  version,
  features: FEATURES,
  probes: PROBES,
  cells,
});

describe('reading and comparing results', () => {
  it('reads a well-formed file and names what is wrong with a bad one', () => {
    const good = file([{ features: ['fixed-start', 'virtual'], verdict: 'works', failed: [] }]);
    expect(readMatrix(JSON.stringify(good))).toEqual(good);
    expect(() => readMatrix('{', 'x.json')).toThrow(/^x\.json is not JSON/);
    expect(() => readMatrix(JSON.stringify({ ...good, version: 'latest' }))).toThrow('"version" is not a version');
    expect(() =>
      readMatrix(JSON.stringify(file([{ features: ['fixed-start'], verdict: 'works', failed: [] }]))),
    ).toThrow('cell 1: "features" must hold 2 or 3 ids');
    expect(() =>
      readMatrix(
        JSON.stringify(file([{ features: ['fixed-start', 'virtual'], verdict: 'maybe' as 'works', failed: [] }])),
      ),
    ).toThrow('cell 1: unknown verdict "maybe"');
    expect(() =>
      readMatrix(JSON.stringify(file([{ features: ['fixed-start', 'virtual'], verdict: 'fixed', failed: [] }]))),
    ).toThrow('cell 1: "fixed" without its fixes');
    expect(() =>
      readMatrix(JSON.stringify(file([{ features: ['grouped', 'no-header'], verdict: 'n/a', failed: [] }]))),
    ).toThrow('cell 1: "n/a" without the feature ignored');
    expect(() =>
      readMatrix(
        JSON.stringify(
          file([{ features: ['fixed-start', 'virtual'], verdict: 'works', failed: [], fixes: 'x' as never }]),
        ),
      ),
    ).toThrow('cell 1: "fixes" must be a list of ids');
  });

  it('lists the cells whose verdict or failed probes differ, and those one file lacks', () => {
    const a = file([
      { features: ['fixed-start', 'virtual'], verdict: 'works', failed: [] },
      { features: ['expandable', 'tree'], verdict: 'fails', failed: ['tree.child-rows'] },
      { features: ['span', 'rtl'], verdict: 'works', failed: [] },
    ]);
    const b = file([
      { features: ['fixed-start', 'virtual'], verdict: 'fails', failed: ['fixed-start.keeps-place'] },
      { features: ['expandable', 'tree'], verdict: 'fails', failed: ['tree.child-rows'] },
      { features: ['sticky', 'rtl'], verdict: 'works', failed: [] },
    ]);
    const changes = diffMatrices(a, b);
    expect(changes.map(describeChange)).toEqual([
      'fixed-start+virtual: works -> fails (fixed-start.keeps-place)',
      'span+rtl: works -> absent',
      'sticky+rtl: absent -> works',
    ]);
    expect(diffMatrices(a, a)).toEqual([]);
    expect(countVerdicts(a)).toEqual({ works: 2, fixed: 0, caveat: 0, fails: 1, 'n/a': 0 });
  });
});

describe('the committed results', () => {
  const files = fs.readdirSync(RESULTS).filter((name) => name.endsWith('.json'));

  it('hold the pinned version and at least two older ones, each named after its version', () => {
    expect(files).toContain(`${pinned}.json`);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const name of files) {
      const read = readMatrix(fs.readFileSync(path.join(RESULTS, name), 'utf8'), name);
      expect(`${read.version}.json`).toBe(name);
      for (const cell of read.cells) {
        if (cell.failed.length > 0 || cell.error !== undefined)
          expect(['fails', 'fixed', 'n/a']).toContain(cell.verdict);
        if (cell.verdict === 'n/a') expect(cell.ignored).toBe(ignoredFeature(cell.features)?.feature);
      }
    }
  });

  it('hold every cell of today’s matrix for the pinned version, each non-working one explained', () => {
    const read = readMatrix(fs.readFileSync(path.join(RESULTS, `${pinned}.json`), 'utf8'));
    expect(read.cells.map((cell) => cellKey(cell.features))).toEqual(matrixCells().map(cellKey));
    for (const cell of read.cells)
      for (const { id } of locales) {
        const e = explainCell(cell, id);
        const key = `${cellKey(cell.features)} (${id})`;
        if (cell.verdict === 'works') expect(e.checked.length, key).toBeGreaterThan(0);
        else if (cell.verdict === 'n/a') expect(e.seen, key).toBeTruthy();
        else {
          expect(e.seen, key).toBeTruthy();
          expect(e.why, key).toBeTruthy();
          expect(e.action, key).toBeTruthy();
        }
      }
  });
});

const title = (id: string, locale: 'en-US' | 'zh-CN' = 'en-US') => PROBES.find((p) => p.id === id)!.title[locale];

describe('what a verdict records', () => {
  it('keeps every observation of the render, the first console line only, and nothing it did not see', () => {
    expect(judgeCell(['fixed-start', 'rtl'], run())).toStrictEqual({
      features: ['fixed-start', 'rtl'],
      verdict: 'works',
      failed: [],
    });
    expect(
      judgeCell(
        ['fixed-start', 'rtl'],
        run({ failed: ['rtl.flips'], caveats: ['misaligned'], warnings: ['Warning: a', 'Warning: b'], error: 'boom' }),
      ),
    ).toStrictEqual({
      features: ['fixed-start', 'rtl'],
      verdict: 'fails',
      failed: ['rtl.flips'],
      caveats: ['misaligned'],
      warning: 'Warning: a',
      error: 'boom',
    });
  });

  it('lists what still failed with the fixes: probes, caveat checks marked as such, and a throw', () => {
    const cell = judgeCell(['virtual', 'expandable'], run({ caveats: ['misaligned'] }), {
      fixes: ['expand-column-width'],
      run: run({ failed: ['virtual.few-rows'], caveats: ['misaligned'], error: 'x' }),
    });
    expect(cell.fixedFailed).toEqual(['virtual.few-rows', 'caveat:misaligned', 'error']);
    expect(cell.verdict).toBe('caveat');
  });

  it('does not call a fix good when its render warned, nor when it threw', () => {
    const plain = run({ caveats: ['misaligned'] });
    const fixes = ['expand-column-width'];
    const judge = (fixed: CellRun) => judgeCell(['virtual', 'expandable'], plain, { fixes, run: fixed }).verdict;
    expect(judge(run({ warnings: ['Warning: x'] }))).toBe('caveat');
    expect(judge(run({ error: 'x' }))).toBe('caveat');
    expect(judge(run({ failed: ['virtual.few-rows'] }))).toBe('caveat');
  });

  it('does not call a cell "not applicable" when the render threw or another probe failed instead', () => {
    const features = ['expandable', 'empty'];
    expect(judgeCell(features, run({ failed: ['expandable.under-row'], error: 'x' })).verdict).toBe('fails');
    // As many probes failed as the ignored feature has, but not its own.
    expect(judgeCell(features, run({ failed: ['empty.placeholder'] })).verdict).toBe('fails');
    // The library ignoring a feature and warning about it is still "not applicable".
    expect(judgeCell(features, run({ failed: ['expandable.under-row'], warnings: ['Warning: x'] }))).toMatchObject({
      verdict: 'n/a',
      ignored: 'expandable',
      warning: 'Warning: x',
    });
  });
});

describe('what is said about a cell', () => {
  it('says only what was checked about a working cell, even one with a written explanation', () => {
    expect(explainCell({ features: ['expandable', 'tree'], verdict: 'works', failed: [] }, 'en-US')).toEqual({
      checked: [title('expandable.under-row'), title('tree.child-rows')],
      skipped: [],
    });
  });

  it('names each probe skipped with its reason in brackets', () => {
    const e = explainCell({ features: ['virtual', 'empty'], verdict: 'works', failed: [] }, 'en-US');
    expect(e.skipped).toEqual([
      `${title('virtual.few-rows')} (there are no records)`,
      `${title('virtual.reaches-end')} (there are no records)`,
    ]);
    expect(explainCell({ features: ['virtual', 'empty'], verdict: 'works', failed: [] }, 'zh-CN').skipped[0]).toBe(
      `${title('virtual.few-rows', 'zh-CN')} (没有记录)`,
    );
  });

  it('counts as checked on a fixed cell what passed with the fix, whatever failed without it', () => {
    const cell = {
      features: ['virtual', 'expandable'],
      verdict: 'fixed' as const,
      failed: ['virtual.few-rows'],
      fixes: ['expand-column-width'],
    };
    expect(explainCell({ ...cell, fixedFailed: ['expandable.under-row'] }, 'en-US').checked).toEqual([
      title('virtual.few-rows'),
      title('virtual.reaches-end'),
    ]);
    expect(explainCell(cell, 'en-US').checked).toHaveLength(3);
    // A cell without a fix counts what passed as the user writes it.
    expect(explainCell({ ...cell, verdict: 'fails', fixedFailed: ['expandable.under-row'] }, 'en-US').checked).toEqual([
      title('virtual.reaches-end'),
      title('expandable.under-row'),
    ]);
  });

  it('tells what went wrong in order: the throw, the failed probes, the caveats, the warning', () => {
    const cell = {
      features: ['fixed-start', 'rtl'],
      verdict: 'fails' as const,
      failed: ['rtl.flips', 'rtl.unknown'],
      caveats: ['misaligned', 'crooked'],
      warning: 'Warning: W',
      error: 'E',
    };
    expect(explainCell(cell, 'en-US').seen).toBe(
      'the table throws while rendering: “E”; the first column is not at the right; rtl.unknown; ' +
        "the header's columns are not drawn over the body's columns; crooked; the library warns in the console: “Warning: W”",
    );
    expect(explainCell(cell, 'zh-CN').seen).toBe(
      '表格渲染时抛出错误：“E”；第一列不在右侧；rtl.unknown；表头的列没有与表体的列对齐；crooked；库在控制台发出警告：“Warning: W”',
    );
    expect(explainCell(cell, 'en-US')).not.toHaveProperty('why');
  });

  it('offers no fix for a cell whose fixes were tried and did not help', () => {
    const e = explainCell(
      {
        features: ['virtual', 'expandable'],
        verdict: 'caveat',
        failed: [],
        caveats: ['misaligned'],
        fixes: ['expand-column-width'],
        fixedFailed: ['caveat:misaligned'],
      },
      'en-US',
    );
    expect(e.fix).toBeUndefined();
    expect(e.seen).toBe("the header's columns are not drawn over the body's columns");
  });

  it('gives the written explanation only to a cell that has both of its features', () => {
    const e = explainCell({ features: ['fixed-start', 'expandable'], verdict: 'fails', failed: [] }, 'en-US');
    expect(e.why).toBeUndefined();
    expect(e.action).toBeUndefined();
  });

  it('says nothing of a cell marked "not applicable" where nothing is ignored', () => {
    const cell = { features: ['fixed-start', 'rtl'], verdict: 'n/a' as const, failed: [] };
    expect(explainCell(cell, 'en-US').seen).toBeUndefined();
    expect(cellNote(cell, 'en-US')).toBe('');
  });

  it('writes a note without "undefined" or an empty "What you see" where nothing was recorded', () => {
    expect(cellNote({ features: ['fixed-start', 'rtl'], verdict: 'fails', failed: [] }, 'en-US')).toBe('');
    const fixed = { features: ['fixed-start', 'rtl'], verdict: 'fixed' as const, failed: ['rtl.flips'] };
    expect(explainCell(fixed, 'en-US').seen).toBe('the first column is not at the right');
    expect(cellNote(fixed, 'en-US')).toBe('Works with . Without it, the first column is not at the right.');
  });

  it('runs what goes wrong, why and what to do together, with a space in English and none in Chinese', () => {
    const cell = { features: ['expandable', 'tree'], verdict: 'fails' as const, failed: ['tree.child-rows'] };
    const e = explainCell(cell, 'en-US');
    expect(cellNote(cell, 'en-US')).toBe(
      `What you see: the children are not drawn as indented rows under their parent. Why: ${e.why} What to do: ${e.action}`,
    );
    const zh = explainCell(cell, 'zh-CN');
    expect(cellNote(cell, 'zh-CN')).toBe(
      `现象：子记录没有以缩进的行显示在父记录下方。原因：${zh.why}怎么办：${zh.action}`,
    );
  });

  it('words a failed probe, and nothing for an id that is no probe', () => {
    expect(probeFailure('rtl.flips')?.['en-US']).toBe('the first column is not at the right');
    expect(probeFailure('rtl.nothing')).toBeUndefined();
    expect(probeFailure('constructor')).toBeUndefined();
  });
});

describe('a cell as search finds it', () => {
  it('is titled by its features and verdict, holds each feature as a part and the note as its text', () => {
    const cells = file([
      { features: ['fixed-start', 'virtual'], verdict: 'works', failed: [] },
      { features: ['grouped', 'no-header'], verdict: 'n/a', failed: ['grouped.spans-children'], ignored: 'grouped' },
    ]);
    const [works, na] = cellSearchEntries(cells, 'en-US');
    expect(works).toMatchObject({
      id: 'cell-fixed-start-virtual',
      title: 'Fixed columns at the start + VirtualTable: Works',
      parts: ['Fixed columns at the start', 'VirtualTable'],
    });
    expect(works.text).toMatch(/^Works\. Checked: /);
    expect(na.text).toBe(`Not applicable. ${ignoredFeature(['grouped', 'no-header'])!.note['en-US']}`);
    const [zh] = cellSearchEntries(cells, 'zh-CN');
    expect(zh.title).toBe('起始侧固定列 + 虚拟表格 VirtualTable: 可用');
    expect(zh.text).toMatch(/^可用。已检查：/);
  });

  it('names a feature it does not know by its id', () => {
    expect(cellTitle(['fixed-start', 'hover'], 'en-US')).toBe('Fixed columns at the start + hover');
    expect(cellAnchor(['fixed-start', 'hover'])).toBe('cell-fixed-start-hover');
    expect(verdictWord('fixed', 'en-US')).toBe('Works with a fix');
  });
});

/** A configuration's code evaluated as the matrix's browser run evaluates it, with stand-ins for React and Table. */
const element = (type: unknown, props: unknown, ...children: unknown[]) => ({ type, props, children });
const Summary = Object.assign(() => null, { Row: () => null, Cell: () => null });
const evaluated = (value: PropValue | undefined): unknown =>
  new Function('React', 'Table', `return (${(value as Code).$code});`)({ createElement: element }, { Summary });
const evaluate = (value: PropValue | undefined) => evaluated(value) as (...args: unknown[]) => unknown;
type Column = { [key: string]: PropValue };
const columnsOf = (features: string[]) => cellConfig(features).props.columns as Column[];
const columnOf = (features: string[], key: string) => columnsOf(features).find((c) => c.key === key)!;

describe('what each feature sets in a cell’s configuration', () => {
  it('sets nothing a feature does not ask for', () => {
    const config = cellConfig(['rtl']);
    expect(Object.keys(config.props)).toEqual(['columns', 'data', 'rowKey', 'direction']);
    expect(columnsOf(['rtl'])[0]).toEqual({ title: 'Name', dataIndex: 'name', key: 'name', width: 150 });
    expect(columnsOf(['rtl']).every((c) => Object.keys(c).length === 4)).toBe(true);
    expect(columnsOf(['rtl']).reduce((sum, c) => sum + (c.width as number), 0)).toBe(TOTAL_WIDTH);
    expect(config).toMatchObject({ component: 'Table', width: 1100 });
  });

  it('scrolls sideways in a 500 px box for fixed columns, the sticky scroll bar and scroll.x', () => {
    for (const feature of ['fixed-start', 'fixed-end', 'scroll-x', 'sticky']) {
      const config = cellConfig([feature]);
      expect(config.props.scroll, feature).toEqual({ x: TOTAL_WIDTH });
      expect(config.width, feature).toBe(500);
    }
  });

  it('scrolls both ways for VirtualTable, and not at all for other features', () => {
    expect(cellConfig(['virtual']).props.scroll).toEqual({ x: TOTAL_WIDTH, y: BODY_HEIGHT });
    expect(Object.keys(cellConfig(['span']).props)).toEqual(['columns', 'data', 'rowKey']);
  });

  it('scrolls down for a fixed header and a fixed summary', () => {
    for (const feature of ['scroll-y', 'summary']) {
      expect(cellConfig([feature]).props.scroll, feature).toEqual({ y: BODY_HEIGHT });
      expect(cellConfig([feature]).width, feature).toBe(1100);
    }
  });

  it('fixes the first column at the start, the last at the end, and cuts the long note', () => {
    expect(columnOf(['fixed-start'], 'name').fixed).toBe('start');
    expect(columnOf(['fixed-end'], 'action').fixed).toBe('end');
    expect(columnOf(['ellipsis'], 'note').ellipsis).toBe(true);
  });

  it('spans Name over the first two rows and City over Street in the third', () => {
    const onCell = (key: string) => evaluate(columnOf(['span'], key).onCell);
    expect([0, 1, 2, 3].map((i) => onCell('name')({}, i))).toEqual([{ rowSpan: 2 }, { rowSpan: 0 }, {}, {}]);
    expect([1, 2].map((i) => onCell('city')({}, i))).toEqual([{}, { colSpan: 2 }]);
    expect([1, 2].map((i) => onCell('street')({}, i))).toEqual([{}, { colSpan: 0 }]);
  });

  it('makes every header cell resizable, with the width of its column where it has one', () => {
    const columns = columnsOf(['resize']);
    for (const column of columns) {
      const onHeaderCell = evaluate(column.onHeaderCell);
      expect(onHeaderCell({ width: 150 })).toEqual({ width: 150, resizable: true });
      expect(onHeaderCell({ title: 'Address' })).toEqual({ width: undefined, resizable: true });
    }
    const cell = evaluate((cellConfig(['resize']).props.components as { header: { cell: Code } }).header.cell);
    expect(cell({ resizable: true, className: 'c' })).toEqual({
      type: 'th',
      props: { className: 'c', 'data-resizable': 'yes' },
      children: [],
    });
    expect(cell({ resizable: false })).toEqual({ type: 'th', props: { 'data-resizable': undefined }, children: [] });
  });

  it('groups City and Street under Address, in their place', () => {
    const columns = columnsOf(['grouped']);
    expect(columns.map((c) => c.key)).toEqual(['name', 'age', 'address', 'phone', 'note', 'action']);
    expect(columns[2]).toMatchObject({ title: 'Address', key: 'address' });
    expect((columns[2].children as Column[]).map((c) => c.key)).toEqual(['city', 'street']);
  });

  it('draws 40 records, each text told apart by row, and the first with two children in a tree', () => {
    const rows = evaluated(cellConfig(['tree']).props.data) as Record<string, unknown>[];
    expect(rows).toHaveLength(40);
    expect(rows[0]).toEqual({
      key: 'r1',
      name: 'Row 1',
      age: 21,
      city: 'City 1',
      street: '1 Long Street',
      phone: '555-1',
      note: 'Note 1: a long remark that does not fit in its column at all',
      action: 'Edit',
      children: [
        expect.objectContaining({ key: 'r1-1', name: 'Child 1-1', age: 41, city: 'City 101' }),
        expect.objectContaining({ key: 'r1-2', name: 'Child 1-2', phone: '555-102' }),
      ],
    });
    expect(rows[1]).toMatchObject({ key: 'r2', name: 'Row 2', age: 22 });
    expect(rows[1]).not.toHaveProperty('children');
    expect(evaluated(cellConfig(['rtl']).props.data)).toEqual(rows.map(({ children: _, ...row }) => row));
  });

  it('expands every record but the second, the first open, with its details', () => {
    const expandable = cellConfig(['expandable']).props.expandable as Column;
    expect(evaluate(expandable.expandedRowRender)({ name: 'Row 3' })).toBe(expandedText('Row 3'));
    expect(evaluate(expandable.rowExpandable)({ key: 'r2' })).toBe(false);
    expect(evaluate(expandable.rowExpandable)({ key: 'r1' })).toBe(true);
    expect(expandable.defaultExpandedRowKeys).toEqual(['r1']);
    expect(expandable).not.toHaveProperty('indentSize');
  });

  it('opens the first record of a tree, indented 15 px a level, with no expanded content', () => {
    expect(cellConfig(['tree']).props.expandable).toEqual({ defaultExpandedRowKeys: ['r1'], indentSize: 15 });
  });

  it('draws a fixed summary row across every column', () => {
    const summary = evaluate(cellConfig(['summary']).props.summary)();
    expect(summary).toEqual({
      type: Summary,
      props: { fixed: true },
      children: [
        {
          type: Summary.Row,
          props: null,
          children: [{ type: Summary.Cell, props: { index: 0, colSpan: 7 }, children: [SUMMARY_TEXT] }],
        },
      ],
    });
  });

  it('sets the width of one column, leaving its code and a table without columns alone', () => {
    const props = cellConfig(['span']).props;
    const set = setColumnWidth(props, 'name', 99);
    const columns = set.columns as Column[];
    expect(columns.map((c) => c.width)).toEqual([99, 100, 150, 200, 150, 200, 100]);
    expect(columns[0].onCell).toBe((props.columns as Column[])[0].onCell);
    expect((props.columns as Column[])[0].width).toBe(150);
    expect(setColumnWidth({ rowKey: 'key' }, 'name', 99)).toEqual({ rowKey: 'key', columns: [] });
    // What is not a column stays as it is.
    const code = { $code: 'columns' };
    const [none, text, same, name] = setColumnWidth(
      { columns: [null, 'x', code, { key: 'name', width: 1 }] },
      'name',
      5,
    ).columns as PropValue[];
    expect([none, text, name]).toEqual([null, 'x', { key: 'name', width: 5 }]);
    expect(same).toBe(code);
  });
});

describe('the playground’s file for a cell', () => {
  it('prints values as literals, two spaces a level, quoting keys that are not names', () => {
    expect(printValue([])).toBe('[]');
    expect(printValue({})).toBe('{}');
    expect(printValue({ a: [1, { b: 'x' }], c: { $code: '() => 1' }, d: null })).toBe(
      '{\n  a: [\n    1,\n    {\n      b: "x",\n    },\n  ],\n  c: () => 1,\n  d: null,\n}',
    );
    const keys = ['name', '_x', '$y', 'a1', 'abc', '1a', 'a-b', 'data-x'];
    const printed = printValue(Object.fromEntries(keys.map((key) => [key, true])));
    expect(printed.split('\n').slice(1, -1)).toEqual([
      '  name: true,',
      '  _x: true,',
      '  $y: true,',
      '  a1: true,',
      '  abc: true,',
      '  "1a": true,',
      '  "a-b": true,',
      '  "data-x": true,',
    ]);
  });

  /** The file compiled and run with stand-ins for React and the library: what its component draws. */
  function draw(source: string) {
    const { code } = transform(source, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
    });
    const Table = () => null;
    const VirtualTable = () => null;
    // The automatic runtime's jsx(type, props), with the children in props, as the element stand-in's shape.
    const jsx = (type: unknown, { children, ...props }: { children?: unknown }) =>
      element(type, props, ...(children === undefined ? [] : [children]));
    const modules: Record<string, unknown> = {
      react: { __esModule: true, default: { createElement: element } },
      'react/jsx-runtime': { jsx, jsxs: jsx },
      '@rc-component/table': { __esModule: true, default: Table, VirtualTable },
      '@rc-component/table/assets/index.css': {},
    };
    const exports: { default?: () => unknown } = {};
    new Function('require', 'exports', code)((name: string) => modules[name], exports);
    return { drawn: exports.default!(), Table, VirtualTable };
  }

  it('draws the configured component with the configured props in a box of the configured width', () => {
    const config = cellConfig(['virtual', 'fixed-start']);
    const { drawn, VirtualTable } = draw(cellSource(config));
    expect(drawn).toMatchObject({
      type: 'div',
      props: { style: { width: 500 } },
      children: [{ type: VirtualTable, props: { rowKey: 'key', scroll: { x: TOTAL_WIDTH, y: BODY_HEIGHT } } }],
    });
    const table = cellConfig(['rtl']);
    const plain = draw(cellSource(table));
    expect(plain.drawn).toMatchObject({
      props: { style: { width: 1100 } },
      children: [{ type: plain.Table, props: { direction: 'rtl' } }],
    });
  });

  it('types the props with the library’s own type over a Row that has every field of the records', () => {
    const virtual = cellSource(cellConfig(['virtual']));
    expect(virtual).toContain("import { VirtualTable } from '@rc-component/table';");
    expect(virtual).toContain("import type { VirtualTableProps } from '@rc-component/table';");
    expect(virtual).toContain('const props: VirtualTableProps<Row> = {');
    const source = cellSource(cellConfig(['tree']));
    expect(source).toContain("import Table from '@rc-component/table';");
    expect(source).toContain("import type { TableProps } from '@rc-component/table';");
    expect(source).toContain('const props: TableProps<Row> = {');
    const [first] = evaluated(cellConfig(['tree']).props.data) as Record<string, unknown>[];
    const fields = Object.entries(first).map(([key, value]) =>
      key === 'children' ? '  children?: Row[];' : `  ${key}: ${typeof value};`,
    );
    const lines = source.split('\n');
    expect(lines.slice(lines.indexOf('interface Row {') + 1, lines.indexOf('}'))).toEqual(fields);
    expect(source.endsWith('}\n')).toBe(true);
    // Without tree data a record has no children.
    expect(cellSource(cellConfig(['virtual']))).not.toContain('children');
  });

  it('imports only what the file uses, and the library’s stylesheet', () => {
    const imports = (source: string) => source.split('\n').filter((line) => line.startsWith('import'));
    const css = "import '@rc-component/table/assets/index.css';";
    expect(imports(cellSource(cellConfig(['virtual'])))).toEqual([
      "import { VirtualTable } from '@rc-component/table';",
      "import type { VirtualTableProps } from '@rc-component/table';",
      css,
    ]);
    // The summary is drawn with React.createElement and Table.Summary: both come in, beside VirtualTable.
    expect(imports(cellSource(cellConfig(['summary', 'virtual'])))).toEqual([
      "import React from 'react';",
      "import Table, { VirtualTable } from '@rc-component/table';",
      "import type { VirtualTableProps } from '@rc-component/table';",
      css,
    ]);
    expect(imports(cellSource(cellConfig(['resize'])))).toEqual([
      "import React from 'react';",
      "import Table from '@rc-component/table';",
      "import type { TableProps } from '@rc-component/table';",
      css,
    ]);
    expect(imports(cellSource(cellConfig([], [], { columns: 9 })))[1]).toBe(
      "import type { ColumnType, TableProps } from '@rc-component/table';",
    );
  });

  it('gives, for a sticky header covered by fixed cells, the rule the composer writes, in every language', () => {
    for (const features of [
      ['fixed-start', 'sticky'],
      ['fixed-end', 'sticky'],
    ])
      for (const locale of ['en-US', 'zh-CN'] as const) {
        const cell = { features, verdict: 'caveat' as const, failed: [], caveats: ['covered'] };
        expect(explainCell(cell, locale).action).toContain(STICKY_HEADER_RULE);
      }
  });

  it('draws a stylesheet beside the table when given one, in the box or not', () => {
    const boxed = cellSource(cellConfig(['sticky']), { css: 'a { b: c; }', cssComment: 'Why.' });
    expect(boxed).toContain('// Why.\nconst stylesheet = "a { b: c; }";\n\nexport default function Demo() {');
    expect(boxed).toContain(
      '    <div style={{ width: 500 }}>\n      <>\n        <style>{stylesheet}</style>\n        <Table {...props} />\n      </>\n    </div>',
    );
    expect(cellSource(cellConfig(['sticky']), { css: 'a {}', box: false })).toContain(
      '  return (\n    <>\n      <style>{stylesheet}</style>\n      <Table {...props} />\n    </>\n  );\n}',
    );
  });

  it('draws the table without the matrix’s box when asked', () => {
    const source = cellSource(cellConfig(['virtual']), { box: false });
    expect(source).toContain('  return <VirtualTable {...props} />;\n}');
    expect(source).not.toContain('<div');
  });
});

describe('reading a results file', () => {
  const good = (cells: unknown[] = []) => ({ version: '1.12.0', features: FEATURES, probes: PROBES, cells });
  const cell = (over: Record<string, unknown> = {}) => ({
    features: ['fixed-start', 'virtual'],
    verdict: 'works',
    failed: [],
    ...over,
  });
  const reading = (value: unknown, name?: string) => () => readMatrix(JSON.stringify(value), name);

  it('names the file and what is wrong with it', () => {
    expect(reading(null)).toThrow(new Error('the matrix file: not an object'));
    expect(reading(3, '1.0.0.json')).toThrow(new Error('1.0.0.json: not an object'));
    expect(() => readMatrix('{', 'x.json')).toThrow(/^x\.json is not JSON: \S/);
  });

  it('takes a version that starts with three numbers, and nothing else', () => {
    expect(readMatrix(JSON.stringify(good()), 'f').version).toBe('1.12.0');
    expect(readMatrix(JSON.stringify({ ...good(), version: '1.12.0-beta.1' })).version).toBe('1.12.0-beta.1');
    expect(readMatrix(JSON.stringify({ ...good(), version: '10.20.30' })).version).toBe('10.20.30');
    for (const version of ['v1.12.0', '1.12', 1, 'x1.2.3', ['1.12.0']])
      expect(reading({ ...good(), version }, 'f'), String(version)).toThrow(new Error('f: "version" is not a version'));
  });

  it('wants each feature and probe with an id and a title in every language', () => {
    const features = 'f: "features" must be a list of { id, title }';
    expect(reading({ ...good(), features: {} }, 'f')).toThrow(new Error(features));
    expect(reading({ ...good(), features: [null] }, 'f')).toThrow(new Error(features));
    expect(reading({ ...good(), features: [{ id: 1, title: FEATURES[0].title }] }, 'f')).toThrow(new Error(features));
    for (const title of [null, 'Fixed', { 'en-US': 'Fixed' }, { 'en-US': 'Fixed', 'zh-CN': 2 }])
      expect(reading({ ...good(), features: [{ id: 'a', title }] }, 'f'), JSON.stringify(title)).toThrow(
        new Error(features),
      );
    const probes = 'f: "probes" must be a list of { id, feature, title }';
    const probe = PROBES[0];
    expect(reading({ ...good(), probes: 'x' }, 'f')).toThrow(new Error(probes));
    expect(reading({ ...good(), probes: [null] }, 'f')).toThrow(new Error(probes));
    expect(reading({ ...good(), probes: [{ ...probe, id: 1 }] }, 'f')).toThrow(new Error(probes));
    expect(reading({ ...good(), probes: [{ ...probe, feature: 1 }] }, 'f')).toThrow(new Error(probes));
    expect(reading({ ...good(), probes: [{ ...probe, title: 'x' }] }, 'f')).toThrow(new Error(probes));
    expect(reading({ ...good(), cells: {} }, 'f')).toThrow(new Error('f: "cells" is not a list'));
  });

  it('names the cell that is wrong, by its place, and what is wrong with it', () => {
    const wrong = (over: Record<string, unknown>, message: string) =>
      expect(reading(good([cell(), cell(over)]), 'f'), message).toThrow(new Error(`f: cell 2: ${message}`));
    expect(reading(good([cell(), null]), 'f')).toThrow(new Error('f: cell 2: "features" must hold 2 or 3 ids'));
    wrong({ features: 'fixed-start+virtual' }, '"features" must hold 2 or 3 ids');
    wrong({ features: ['fixed-start', 'virtual', 'tree', 'rtl'] }, '"features" must hold 2 or 3 ids');
    expect(
      readMatrix(JSON.stringify(good([cell({ features: ['fixed-start', 'virtual', 'tree'] })]))).cells,
    ).toHaveLength(1);
    wrong({ features: ['fixed-start', 'hover'] }, 'unknown feature in fixed-start+hover');
    wrong({ verdict: 'maybe' }, 'unknown verdict "maybe"');
    wrong({ failed: 'rtl.flips' }, '"failed" must be a list of probe ids');
    wrong({ failed: [1] }, '"failed" must be a list of probe ids');
    for (const key of ['caveats', 'fixes', 'fixedFailed']) wrong({ [key]: [2] }, `"${key}" must be a list of ids`);
    for (const key of ['warning', 'error', 'ignored']) wrong({ [key]: 2 }, `"${key}" must be a text`);
    wrong({ verdict: 'fixed', fixes: [] }, '"fixed" without its fixes');
    wrong({ verdict: 'n/a' }, '"n/a" without the feature ignored');
  });

  it('reads every field a cell may have', () => {
    const full = cell({
      verdict: 'fixed',
      failed: ['virtual.few-rows'],
      caveats: ['misaligned'],
      warning: 'w',
      error: 'e',
      fixes: ['expand-column-width'],
      fixedFailed: [],
      ignored: 'virtual',
    });
    expect(readMatrix(JSON.stringify(good([full]))).cells).toEqual([full]);
    const na = cell({ verdict: 'n/a', ignored: 'virtual' });
    expect(readMatrix(JSON.stringify(good([na]))).cells).toEqual([na]);
  });
});

describe('comparing results', () => {
  it('sees no change where the same probes failed in another order, and one where others failed', () => {
    const before = file([
      { features: ['fixed-start', 'rtl'], verdict: 'fails', failed: ['rtl.flips', 'fixed-start.keeps-place'] },
    ]);
    const reordered = file([
      { features: ['fixed-start', 'rtl'], verdict: 'fails', failed: ['fixed-start.keeps-place', 'rtl.flips'] },
    ]);
    const other = file([{ features: ['fixed-start', 'rtl'], verdict: 'fails', failed: ['rtl.flips'] }]);
    expect(diffMatrices(before, reordered)).toEqual([]);
    expect(diffMatrices(reordered, before)).toEqual([]);
    expect(diffMatrices(before, other).map(describeChange)).toEqual([
      'fixed-start+rtl: fails (rtl.flips, fixed-start.keeps-place) -> fails (rtl.flips)',
    ]);
  });

  it('gives a change its cell on each side, and the features of the side that has it', () => {
    const cell = { features: ['sticky', 'rtl'], verdict: 'works' as const, failed: [] };
    expect(diffMatrices(file([]), file([cell]))).toEqual([
      { key: 'sticky+rtl', features: ['sticky', 'rtl'], before: undefined, after: cell },
    ]);
    expect(diffMatrices(file([cell]), file([]))).toEqual([
      { key: 'sticky+rtl', features: ['sticky', 'rtl'], before: cell, after: undefined },
    ]);
  });
});

describe('a cell’s table in another shape', () => {
  const keys = (config: ReturnType<typeof cellConfig>) =>
    (config.props.columns as PropValue[]).map((c) => (isCodeValue(c) ? 'numbered' : (c as Column).key));
  const isCodeValue = (value: PropValue): value is Code => typeof (value as Code | null)?.$code === 'string';

  it('keeps Name and City and the columns the features draw on when fewer columns are asked for', () => {
    expect(keys(cellConfig([], [], { columns: 3 }))).toEqual(['name', 'city', 'street']);
    expect(keys(cellConfig(['fixed-end'], [], { columns: 3 }))).toEqual(['name', 'city', 'action']);
    expect(keys(cellConfig(['ellipsis'], [], { columns: 4 }))).toEqual(['name', 'city', 'street', 'note']);
    // More columns than asked when the features need them: Name, City, Street and Action.
    expect(keys(cellConfig(['span', 'fixed-end'], [], { columns: 3 }))).toEqual(['name', 'city', 'street', 'action']);
    expect(keys(cellConfig([], [], { columns: 6 }))).toEqual(['name', 'age', 'city', 'street', 'phone', 'note']);
    expect(keys(cellConfig([], [], { columns: 7 }))).toEqual(keys(cellConfig([])));
  });

  it('adds numbered columns before Action, each drawn from its record, with the widths the scroll counts', () => {
    const config = cellConfig(['fixed-end', 'resize'], [], { columns: 10, width: 100 });
    expect(keys(config)).toEqual(['name', 'age', 'city', 'street', 'phone', 'note', 'numbered', 'action']);
    // As the matrix's page draws them: the numbered columns' code evaluated in their place.
    const columns = (config.props.columns as PropValue[]).flatMap((c) =>
      isCodeValue(c) ? (evaluated(c) as Record<string, unknown>[]) : [c as Record<string, unknown>],
    );
    // The printed file names their type, which TypeScript cannot infer inside Array.from.
    expect(printValue(config.props.columns!)).toContain('...Array.from({ length: 3 }, (_, i): ColumnType<Row> => (');
    expect(columns).toHaveLength(10);
    expect(columns.slice(6, 9).map((c) => [c.title, c.key, c.width])).toEqual([
      ['Column 7', 'column-7', 100],
      ['Column 8', 'column-8', 100],
      ['Column 9', 'column-9', 100],
    ]);
    // Numbered by their place: Column 9 is the ninth column, Action the tenth.
    expect(columns.map((c) => c.key).indexOf('column-9')).toBe(8);
    expect((columns[7].render as (v: unknown, r: { name: string }) => string)(undefined, { name: 'Row 3' })).toBe(
      'Row 3 · 8',
    );
    expect((columns[7].onHeaderCell as (c: unknown) => unknown)(columns[7])).toEqual({ width: 100, resizable: true });
    expect(columns.every((c) => c.width === 100)).toBe(true);
    expect(config.props.scroll).toEqual({ x: 1000 });
    expect(cellConfig(['scroll-x'], [], { columns: 9 }).props.scroll).toEqual({ x: TOTAL_WIDTH + 240 });
    // With no Action kept, the numbered columns come last.
    expect(keys(cellConfig([], [], { columns: 3 }))).not.toContain('numbered');
  });

  it('draws the records asked for, and a box as wide as the columns when the table does not scroll', () => {
    const config = cellConfig(['virtual'], [], { records: 12 });
    expect(config.records).toBe(12);
    expect((evaluated(config.props.data) as unknown[]).length).toBe(12);
    expect(cellConfig([]).records).toBe(40);
    expect(cellConfig(['virtual']).records).toBe(1000);
    expect(cellConfig(['empty'], [], { records: 50 }).records).toBe(0);
    expect(cellConfig([], [], { columns: 20 }).width).toBe(TOTAL_WIDTH + 13 * 120 + 50);
    expect(cellConfig(['scroll-x'], [], { columns: 20 }).width).toBe(500);
  });

  it('spans the summary over every column', () => {
    const summary = (shape: object) => (cellConfig(['summary'], [], shape).props.summary as Code).$code;
    expect(summary({ columns: 12 })).toContain('colSpan: 12');
    expect(summary({ columns: 3 })).toContain('colSpan: 3');
    expect(summary({})).toContain('colSpan: 7');
  });

  it('prints a spread code as a spread, and comments above the props it names', () => {
    expect(printValue([1, { $code: '[2, 3]', spread: true }])).toBe('[\n  1,\n  ...[2, 3],\n]');
    expect(printValue({ a: { b: 1, c: 2 } }, '', { 'a.c': 'Why c.' })).toBe(
      '{\n  a: {\n    b: 1,\n    // Why c.\n    c: 2,\n  },\n}',
    );
    const source = cellSource(cellConfig([]), { header: 'Top.', comments: { rowKey: 'The key.' } });
    expect(source.startsWith("// Top.\nimport Table from '@rc-component/table';")).toBe(true);
    expect(source).toContain("  // The key.\n  rowKey: 'key'".replace("'key'", '"key"'));
  });

  it('wraps a comment’s words into lines of at most 110 characters', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const lines = commentLines(words, '    ');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((line) => line.startsWith('    // ') && line.length <= 110)).toBe(true);
    expect(lines.map((line) => line.slice(7)).join(' ')).toBe(words);
    expect(commentLines('')).toEqual([]);
  });
});

/** The compatibility matrix's pure rules (plugins/compatibility/core/compatibility.ts) and the committed results in facts/compatibility/. */
import fs from 'node:fs';
import path from 'node:path';
import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import {
  FEATURES,
  FIXES,
  PROBES,
  TRIPLES,
  cellConfig,
  cellKey,
  cellNote,
  cellProbes,
  cellSource,
  countVerdicts,
  describeChange,
  diffMatrices,
  explainCell,
  fixesFor,
  ignoredFeature,
  judgeCell,
  matrixCells,
  ordered,
  printValue,
  probeApplies,
  readMatrix,
  setColumnWidth,
  type CellRun,
  type MatrixFile,
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

/** The compatibility matrix's pure rules (core/compatibility.ts) and the committed results in facts/compatibility/. */
import fs from 'node:fs';
import path from 'node:path';
import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import {
  FEATURES,
  PROBES,
  TRIPLES,
  cellConfig,
  cellKey,
  cellNote,
  cellSource,
  cellVerdict,
  countVerdicts,
  describeChange,
  diffMatrices,
  matrixCells,
  notApplicable,
  ordered,
  printValue,
  readMatrix,
  setColumnWidth,
  type MatrixFile,
} from '../../../core/compatibility.ts';
import { locales } from '../../../site.config.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const RESULTS = path.join(ROOT, 'facts/compatibility');
const pinned = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/table/package.json'), 'utf8')) as {
    version: string;
  }
).version;

describe('the matrix', () => {
  it('has at least 14 features, every pair of them once and ten triples', () => {
    expect(FEATURES.length).toBeGreaterThanOrEqual(14);
    const cells = matrixCells();
    const n = FEATURES.length;
    expect(cells).toHaveLength((n * (n - 1)) / 2 + 10);
    expect(new Set(cells.map(cellKey)).size).toBe(cells.length);
    expect(TRIPLES).toHaveLength(10);
    for (const cell of cells) expect(cell).toEqual(ordered(cell));
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

  it('says why a combination makes no sense, in either order, and nothing for one that does', () => {
    expect(notApplicable(['grouped', 'no-header'])).toBeDefined();
    expect(notApplicable(['no-header', 'grouped'])).toBeDefined();
    expect(notApplicable(['fixed-start', 'grouped', 'no-header'])).toBeDefined();
    expect(notApplicable(['fixed-start', 'virtual'])).toBeUndefined();
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

describe('verdicts and notes', () => {
  it('fails a cell on a failed probe or an error, and makes a console warning a caveat', () => {
    expect(cellVerdict({ failed: [], warnings: [] })).toBe('works');
    expect(cellVerdict({ failed: [], warnings: ['Warning: x'] })).toBe('caveat');
    expect(cellVerdict({ failed: ['virtual.few-rows'], warnings: ['Warning: x'] })).toBe('fails');
    expect(cellVerdict({ failed: [], warnings: [], error: 'boom' })).toBe('fails');
    expect(cellVerdict({ failed: [], caveats: ['misaligned'], warnings: [] })).toBe('caveat');
    expect(cellVerdict({ failed: ['rtl.flips'], caveats: ['misaligned'], warnings: [] })).toBe('fails');
  });

  it('words a cell’s caveats, then its first warning, in every language', () => {
    const note = cellNote({ failed: [], caveats: ['misaligned'], warnings: ['Warning: odd', 'Warning: other'] })!;
    for (const { id } of locales) expect(note[id]).toContain('Warning: odd');
    expect(Object.values(note)[0]).toMatch(/^Works, but the header's columns .* console: “Warning: odd”$/);
    expect(Object.values(note)[0]).not.toContain('other');
  });

  it('words the failures of a cell in every language', () => {
    const note = cellNote({ failed: ['virtual.few-rows', 'rtl.flips'], warnings: [] })!;
    for (const { id } of locales) expect(note[id]).not.toContain('{');
    expect(Object.values(note)[0]).toMatch(/1,000 records.*first column/);
    expect(cellNote({ failed: [], warnings: [] })).toBeUndefined();
    expect(Object.values(cellNote({ failed: [], warnings: ['Warning: odd'] })!)[0]).toContain('Warning: odd');
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
      readMatrix(
        JSON.stringify(
          file([{ features: ['fixed-start', 'virtual'], verdict: 'works', failed: [], note: { x: 'y' } as never }]),
        ),
      ),
    ).toThrow('cell 1: "note" must have a text in every language');
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
    expect(countVerdicts(a)).toEqual({ works: 2, caveat: 0, fails: 1, 'n/a': 0 });
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
      // Every cell of today's matrix, with a reason for each n/a and the failures in words for each failure.
      expect(read.cells.map((cell) => cellKey(cell.features))).toEqual(matrixCells().map(cellKey));
      for (const cell of read.cells) {
        if (cell.verdict !== 'works') expect(cell.note, cellKey(cell.features)).toBeDefined();
        if (cell.failed.length > 0) expect(cell.verdict).toBe('fails');
        if (cell.verdict === 'n/a') expect(cell.note).toEqual(notApplicable(cell.features));
      }
    }
  });
});

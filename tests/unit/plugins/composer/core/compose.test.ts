/** The composer's rules (plugins/composer/core/compose.ts): reading a choice from an address, judging it by the matrix, and its code. */
import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  choiceQuery,
  composeHref,
  composeWords,
  composedConfig,
  composedSource,
  featureTitle,
  grouped,
  judgeChoice,
  readChoice,
  type ComposeWords,
} from '../../../../../plugins/composer/core/compose.ts';
import {
  FEATURES,
  PROBES,
  type MatrixCell,
  type MatrixFile,
} from '../../../../../plugins/compatibility/core/compatibility.ts';

const matrixOf = (cells: MatrixCell[]): MatrixFile => ({ version: '9.8.7', features: FEATURES, probes: PROBES, cells });
const works = (...features: string[]): MatrixCell => ({ features, verdict: 'works', failed: [] });

describe('a choice in the address', () => {
  it('reads the features in the matrix’s order, once each, and the sizes', () => {
    expect(readChoice('?f=virtual,fixed-start,virtual&records=10000&columns=40&width=120')).toEqual({
      choice: { features: ['fixed-start', 'virtual'], records: 10000, columns: 40, width: 120 },
      problems: [],
    });
    expect(readChoice('')).toEqual({ choice: { features: [] }, problems: [] });
    expect(readChoice('?f=&records=')).toEqual({ choice: { features: [] }, problems: [] });
  });

  it('drops an unknown feature and says so', () => {
    expect(readChoice('?f=virtual,wobbly')).toEqual({
      choice: { features: ['virtual'] },
      problems: [{ kind: 'unknown-feature', value: 'wobbly' }],
    });
  });

  it('keeps a size within its bounds, saying what it used, and refuses what is not a whole number', () => {
    expect(readChoice('?records=5&columns=500&width=60')).toEqual({
      choice: { features: [], records: 10, columns: 200, width: 60 },
      problems: [
        { kind: 'out-of-range', size: 'records', value: '5', used: LIMITS.records.min },
        { kind: 'out-of-range', size: 'columns', value: '500', used: LIMITS.columns.max },
      ],
    });
    expect(readChoice('?records=100000&columns=3&width=400').problems).toEqual([]);
    expect(readChoice('?records=1e3&columns=-4&width=12.5&records=9')).toEqual({
      choice: { features: [] },
      problems: [
        { kind: 'not-a-number', size: 'records', value: '1e3' },
        { kind: 'not-a-number', size: 'columns', value: '-4' },
        { kind: 'not-a-number', size: 'width', value: '12.5' },
      ],
    });
    // However many digits, a whole number: brought within the bounds.
    expect(readChoice('?records=99999999999999999999&width=%2080%20')).toEqual({
      choice: { features: [], records: LIMITS.records.max, width: 80 },
      problems: [{ kind: 'out-of-range', size: 'records', value: '99999999999999999999', used: LIMITS.records.max }],
    });
  });

  it('writes a choice back as the same address, sizes only when set', () => {
    const choice = { features: ['virtual', 'fixed-start'], records: 10000, width: 90 };
    expect(choiceQuery(choice)).toBe('?f=fixed-start,virtual&records=10000&width=90');
    expect(readChoice(choiceQuery(choice)).choice).toEqual({ ...choice, features: ['fixed-start', 'virtual'] });
    expect(choiceQuery({ features: [] })).toBe('?f=');
    expect(composeHref('/zh-CN/', { features: ['tree'], columns: 3 })).toBe('/zh-CN/compose?f=tree&columns=3');
  });
});

describe('what the matrix says about a choice', () => {
  const fixed: MatrixCell = {
    features: ['virtual', 'expandable'],
    verdict: 'fixed',
    failed: [],
    caveats: ['misaligned'],
    fixes: ['expand-column-width'],
    fixedFailed: [],
  };
  const fails: MatrixCell = { features: ['expandable', 'tree'], verdict: 'fails', failed: ['tree.child-rows'] };
  const matrix = matrixOf([
    works('fixed-start', 'virtual'),
    works('fixed-start', 'expandable'),
    works('fixed-start', 'tree'),
    works('virtual', 'tree'),
    fixed,
    fails,
    { features: ['fixed-start', 'virtual', 'expandable'], verdict: 'caveat', failed: [], warning: 'w' },
  ]);

  it('takes the combination’s own cell when the matrix drew it', () => {
    expect(judgeChoice(['expandable', 'virtual'], matrix)).toEqual({
      verdict: 'fixed',
      cell: fixed,
      parts: [fixed],
      together: true,
      fixes: ['expand-column-width'],
      nearest: [],
    });
    const triple = judgeChoice(['fixed-start', 'virtual', 'expandable'], matrix);
    expect(triple.verdict).toBe('caveat');
    // The triple's own cell decides, not its pairs (one of which works only with a fix).
    expect(triple.fixes).toEqual([]);
  });

  it('judges a combination the matrix did not draw by every cell it holds, the worst verdict first', () => {
    const four = judgeChoice(['fixed-start', 'virtual', 'expandable', 'rtl'], matrix);
    expect(four.cell).toBeUndefined();
    // Nothing drew the four in one table: what is known comes from the parts.
    expect(four.together).toBe(false);
    expect(four.parts.map((c) => c.verdict)).toEqual(['works', 'works', 'fixed', 'caveat']);
    expect(four.verdict).toBe('caveat');
    expect(four.fixes).toEqual(['expand-column-width']);
    expect(judgeChoice(['fixed-start', 'virtual', 'tree'], matrix)).toMatchObject({
      verdict: 'works',
      fixes: [],
      together: false,
    });
    expect(judgeChoice(['virtual', 'expandable', 'rtl'], matrix)).toMatchObject({
      verdict: 'fixed',
      fixes: ['expand-column-width'],
    });
  });

  it('calls one feature alone, or none, working', () => {
    const alone = { verdict: 'works', parts: [], together: true, fixes: [], nearest: [] };
    expect(judgeChoice(['tree'], matrix)).toEqual(alone);
    expect(judgeChoice([], matrix)).toEqual(alone);
  });

  it('refuses a combination that fails, offering the largest choices inside it that do not', () => {
    expect(judgeChoice(['tree', 'expandable'], matrix)).toMatchObject({
      verdict: 'fails',
      cell: fails,
      nearest: [['tree'], ['expandable']],
    });
    expect(judgeChoice(['fixed-start', 'expandable', 'tree'], matrix)).toMatchObject({
      verdict: 'fails',
      parts: [works('fixed-start', 'expandable'), works('fixed-start', 'tree'), fails],
      nearest: [
        ['fixed-start', 'tree'],
        ['fixed-start', 'expandable'],
      ],
    });
    // Two failing pairs apart: no choice without one feature works, so two go.
    const two = matrixOf([fails, { ...fails, features: ['fixed-start', 'rtl'] }, works('fixed-start', 'tree')]);
    expect(judgeChoice(['fixed-start', 'expandable', 'tree', 'rtl'], two).nearest).toEqual([
      ['tree', 'rtl'],
      ['expandable', 'rtl'],
      ['fixed-start', 'tree'],
      ['fixed-start', 'expandable'],
    ]);
  });
});

describe('the code of a choice', () => {
  const words: ComposeWords = {
    header: 'Draws {features}: {records} records, {columns} columns, for {package} {version}.',
    plain: 'a plain table',
    fixed: 'Because {why} {action}',
    unchecked: 'Not drawn together.',
    resize: 'Put a handle here.',
    sticky: 'Keeps the header on top.',
  };
  const fixedCell: MatrixCell = {
    features: ['virtual', 'expandable'],
    verdict: 'fixed',
    failed: [],
    fixes: ['expand-column-width'],
    fixedFailed: [],
  };
  const matrix = matrixOf([fixedCell]);

  it('is the matrix’s table of its features in the chosen shape, with the fixes', () => {
    const config = composedConfig({ features: ['expandable', 'virtual'], records: 10000, columns: 9 }, [
      'expand-column-width',
    ]);
    expect(config.component).toBe('VirtualTable');
    expect(config.records).toBe(10000);
    expect((config.props.expandable as Record<string, unknown>).columnWidth).toBe(48);
    expect(composedConfig({ features: [] }, []).records).toBe(40);
  });

  it('says at its top what it draws and for which release, and above each fix why it is there', () => {
    const choice = { features: ['virtual', 'expandable'], records: 10000 };
    const source = composedSource(choice, judgeChoice(choice.features, matrix), matrix, words, 'en-US', '@x/table');
    expect(source.split('\n')[0]).toBe(
      '// Draws VirtualTable + Expandable rows: 10,000 records, 7 columns, for @x/table 9.8.7.',
    );
    const at = source.indexOf('columnWidth: 48');
    expect(at).toBeGreaterThan(0);
    const comment = source.slice(source.lastIndexOf('// Because', at), at);
    const lines = comment.split('\n').slice(0, -1);
    expect(lines.every((line) => line.startsWith('    // ') || line.startsWith('// '))).toBe(true);
    const said = lines.map((line) => line.replace(/^\s*\/\/ /, '')).join(' ');
    expect(said).toMatch(/^Because VirtualTable places every column by its width/);
    expect(said).toContain('nothing is left for it. Give the expand column a width with expandable.columnWidth');
    const zh = composedSource(choice, judgeChoice(choice.features, matrix), matrix, words, 'zh-CN', '@x/table');
    expect(zh.split('\n')[0]).toContain('虚拟表格 VirtualTable + 可展开行');
    expect(zh).toContain('VirtualTable 按宽度摆放每一列');
  });

  it('counts the columns the features keep, and names a table without features', () => {
    const choice = { features: ['span', 'fixed-end'], columns: 3 };
    const source = composedSource(choice, judgeChoice(choice.features, matrix), matrix, words, 'en-US', 'p');
    // The matrix here has no cell of the pair: the top says it was not drawn together.
    expect(source.split('\n')[0]).toBe(
      '// Draws Fixed columns at the end + colSpan / rowSpan: 40 records, 4 columns, for p 9.8.7. Not drawn together.',
    );
    const plain = composedSource({ features: [], columns: 12 }, judgeChoice([], matrix), matrix, words, 'en-US', 'p');
    expect(plain.split('\n')[0]).toBe('// Draws a plain table: 40 records, 12 columns, for p 9.8.7.');
    expect(plain).not.toContain('// Because');
  });

  it('gives a sticky header the rule that keeps it above fixed cells, with why, and no other table', () => {
    const choice = { features: ['fixed-start', 'sticky'] };
    const source = composedSource(choice, judgeChoice(choice.features, matrix), matrix, words, 'en-US', 'p');
    expect(source).toContain(
      '// Keeps the header on top.\nconst stylesheet = ".rc-table-sticky-holder { z-index: calc(3 + 2 * var(--columns-count)); }";',
    );
    expect(source).toContain('    <>\n      <style>{stylesheet}</style>\n      <Table {...props} />\n    </>');
    const plain = composedSource(
      { features: ['fixed-start'] },
      judgeChoice(['fixed-start'], matrix),
      matrix,
      words,
      'en-US',
      'p',
    );
    expect(plain).not.toContain('stylesheet');
    expect(plain).toContain('  return <Table {...props} />;');
  });

  it('says above a resizable table’s header cell what it is for', () => {
    const choice = { features: ['resize'] };
    const source = composedSource(choice, judgeChoice(choice.features, matrix), matrix, words, 'en-US', 'p');
    expect(source).toContain(
      '  components: {\n    header: {\n      // Put a handle here.\n      cell: function ResizableCell',
    );
    expect(composedSource({ features: [] }, judgeChoice([], matrix), matrix, words, 'en-US', 'p')).not.toContain(
      'Put a handle here.',
    );
  });

  it('compiles as a module with its imports', () => {
    const choice = { features: ['virtual', 'expandable'], columns: 12 };
    const source = composedSource(choice, judgeChoice(choice.features, matrix), matrix, words, 'en-US', 'p');
    const { code } = transform(source, { transforms: ['typescript', 'jsx', 'imports'], production: true });
    expect(code).toContain("require('@rc-component/table')");
    expect(code).toContain("require('@rc-component/table/assets/index.css')");
    // The table alone, as wide as the page lays it out: no box of the matrix's width around it.
    expect(source).toContain('  return <VirtualTable {...props} />;');
  });

  it('titles a feature in each language, and an unknown id as itself', () => {
    expect(featureTitle(matrix, 'tree', 'zh-CN')).toBe('树形数据（children）');
    expect(featureTitle(matrix, 'nope', 'en-US')).toBe('nope');
  });
});

describe('numbers and words', () => {
  it('groups the digits of a count by three', () => {
    expect([0, 7, 999, 1000, 10000, 100000, 1234567].map(grouped)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '10,000',
      '100,000',
      '1,234,567',
    ]);
  });

  it('takes the comments’ words from the composer’s texts in each language', () => {
    expect(composeWords('en-US').header).toContain('{features}');
    expect(composeWords('zh-CN').header).toContain('条记录');
    expect(composeWords('zh-CN').fixed).toBe('{why}{action}');
  });
});

/** The types shown in code: read with the TypeScript compiler at build time, put into the highlighted HTML, reached by keys. */
import { describe, expect, it } from 'vitest';
import { nextTypeName } from '../../../../../engine/app/site/code-type-tips.ts';
import { codeTypes } from '../../../../../engine/pipeline/content/code-types.ts';
import { highlight } from '../../../../../engine/pipeline/content/highlight.ts';

const SAMPLE = `import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';

interface RecordType {
  name: string;
}

const columns: ColumnsType<RecordType> = [{ title: 'Name', dataIndex: 'name' }];

export default () => <Table<RecordType> columns={columns} data={[{ name: 'Ann' }]} />;
`;

/** The text each name's hint gives, by the name as written. */
const byName = (code: string, hints: { start: number; end: number; text: string }[]) =>
  hints.map((hint) => [code.slice(hint.start, hint.end), hint.text]);

describe('types of the names in a sample', () => {
  it('gives the quick info of each name, as an editor shows it', async () => {
    const [hints] = await codeTypes([{ code: SAMPLE, lang: 'tsx' }]);
    const names = byName(SAMPLE, hints!);
    expect(names).toContainEqual(['columns', 'const columns: ColumnsType<RecordType>']);
    expect(names).toContainEqual(['Table', '(alias) const Table: ImmutableTableType\nimport Table']);
    // A prop: the library's declaration, for this record type.
    expect(names).toContainEqual([
      'columns',
      '(property) TableProps<RecordType>.columns?: ColumnsType<RecordType> | undefined',
    ]);
    expect(names).toContainEqual(['dataIndex', expect.stringMatching(/^\(property\) .*dataIndex\?: DataIndex/)]);
  }, 120_000);

  it('gives none for a sample that does not compile, and keeps each sample apart', async () => {
    const broken = `import Table from 'rc-table';\nexport const x = <Table />;\n`;
    const wrongType = `const count: number = 'three';\n`;
    const fine = `const count = 3;\n`;
    const [a, b, c] = await codeTypes([
      { code: broken, lang: 'tsx' },
      { code: wrongType, lang: 'ts' },
      { code: fine, lang: 'ts' },
    ]);
    expect(a).toBeUndefined();
    expect(b).toBeUndefined();
    expect(byName(fine, c!)).toEqual([['count', 'const count: 3']]);
  }, 120_000);
});

describe('highlighted code with types', () => {
  const code = `const total = 3;\nconst label = \`\${total} rows\`;\n`;
  const hints = [
    { start: 6, end: 11, text: 'const total: 3' },
    { start: 23, end: 28, text: 'const label: string' },
  ];

  it('wraps each name with its tooltip, named by aria-describedby, and keeps the code as written', async () => {
    const html = await highlight(code, 'ts', { hints, idPrefix: 'b1' });
    expect(html).toMatch(/<pre [^>]*tabindex="0"[^>]*data-types=""[^>]*aria-describedby="code-type-keys"/);
    expect(html).toContain(
      '<span class="type-ref" tabindex="-1" aria-describedby="b1-0"><span class="type-tip" role="tooltip" id="b1-0">const total: 3</span>',
    );
    expect(html).toContain('id="b1-1">const label: string</span>');
    const visible = html.replace(/<span class="type-tip"[^>]*>[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '');
    expect(visible.replaceAll('&#x3C;', '<')).toBe(code.replace(/\n$/, ''));
  });

  it('leaves code without types as before', async () => {
    const html = await highlight(code, 'ts');
    expect(html).not.toContain('type-ref');
    expect(html).not.toContain('data-types');
  });
});

describe('keys between the typed names', () => {
  // Names 0 and 1 on line 0, 2 on line 2, 3 and 4 on line 3.
  const lines = [0, 0, 2, 3, 3];

  // [key, from (-1: the block), to (undefined: the browser keeps the key)]
  const moves: [string, number, number | undefined][] = [
    ['ArrowRight', -1, 0],
    ['ArrowDown', -1, 0],
    ['End', -1, 4],
    ['ArrowLeft', -1, undefined],
    ['Escape', -1, undefined],
    ['a', 1, undefined],
    ['ArrowRight', 0, 1],
    ['ArrowRight', 4, 4],
    ['ArrowLeft', 2, 1],
    ['ArrowLeft', 0, 0],
    ['ArrowDown', 0, 2],
    ['ArrowDown', 2, 3],
    ['ArrowDown', 4, 4],
    ['ArrowUp', 4, 2],
    ['ArrowUp', 2, 0],
    ['ArrowUp', 1, 1],
    ['Home', 3, 0],
    ['End', 0, 4],
    ['Escape', 3, -1],
  ];

  it.each(moves)('%s from %i goes to %s', (key, from, to) => {
    expect(nextTypeName(key, from, lines)).toBe(to);
  });

  it('does nothing in a block without names', () => {
    expect(nextTypeName('ArrowRight', -1, [])).toBeUndefined();
  });
});

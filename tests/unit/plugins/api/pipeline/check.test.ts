/** Hand-written API tables held against the types (plugins/api/pipeline/check.ts). */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTable, compareTables, type TableRule } from '../../../../../plugins/api/pipeline/check';
import { parseDocTables } from '../../../../../plugins/api/pipeline/markdown-tables';
import { createTypeReader, type TypeReader } from '../../../../../engine/pipeline/types/reader';
import { GOOD, page } from '../../../../support/api-table-fixtures';

const DEMO = `
export interface DemoProps {
  limit: number;
  internal?: string;
  scroll?: { x?: number; y?: number };
  jump?: (config: { to?: number; smooth?: boolean }) => void;
}
export interface MoreProps extends DemoProps {
  extra?: boolean;
}
`;

const RULE: TableRule = { types: ['Demo'], expand: ['scroll'], omit: { internal: 'internal' } };

describe('checkTable', () => {
  let reader: TypeReader;
  beforeAll(() => {
    reader = createTypeReader({
      root: import.meta.dirname,
      files: { 'demo.d.ts': DEMO },
      entry: `import type { DemoProps, MoreProps } from './demo';\nexport type Demo = DemoProps;\nexport type More = MoreProps;`,
    });
  }, 60_000); // compiling takes a few seconds on a busy machine
  const check = (rows: string, rule: TableRule = RULE) => checkTable(reader, parseDocTables(page(rows))[1], rule);

  it('passes a complete, correct table', () => {
    expect(check(GOOD)).toEqual([]);
  });

  it('fails on a prop that does not exist, top-level or nested', () => {
    expect(check(`${GOOD}\n| \`limitt\` | x | - | x | |\n| \`scroll.z\` | x | - | x | |`)).toEqual([
      '"Properties" table (line 13): `limitt` (line 20) is not a prop of Demo',
      '"Properties" table (line 13): `scroll.z` (line 21) is not a prop of Demo',
    ]);
  });

  it('fails on a missing public prop, and on a parent not listed member by member', () => {
    expect(
      check(
        GOOD.split('\n')
          .filter((row) => !row.includes('`limit`') && !row.includes('scroll.y'))
          .join('\n'),
      ),
    ).toEqual([
      '"Properties" table (line 13): public prop `limit` is missing',
      '"Properties" table (line 13): `scroll.y` is missing',
    ]);
    // One dotted row is enough to ask for all of that parent's members, and for the parent itself.
    expect(check(`${GOOD}\n| \`jump.to\` | x | - | x | |`, { ...RULE, expand: [] })).toEqual([
      '"Properties" table (line 13): `jump.smooth` is missing',
    ]);
    expect(check(GOOD.replace('| `scroll` | `object` | - | Scrolling. | |\n', ''))).toEqual([
      '"Properties" table (line 13): public prop `scroll` is missing',
      '"Properties" table (line 13): `scroll` has member rows but no row of its own',
    ]);
  });

  it('fails on rows it cannot read, twice-listed props, bad versions and a stale or contradicted allow-list', () => {
    expect(
      check(`${GOOD}\n| limit | x | - | x | |\n| \`limit\` | x | - | x | soon |\n| \`internal\` | x | - | x | |`, {
        ...RULE,
        omit: { ...RULE.omit, gone: 'x' },
      }),
    ).toEqual([
      '"Properties" table (line 13): line 20 should start with a prop name in backticks',
      '"Properties" table (line 13): `limit` is listed twice',
      '"Properties" table (line 13): `limit` has version "soon", not x.y.z',
      '"Properties" table (line 13): `internal` is listed but also allow-listed as left out',
      '"Properties" table (line 13): the allow-list names `gone`, which is not a prop of Demo',
    ]);
  });

  it('can ask only for the props one interface adds', () => {
    expect(check('| `extra` | `boolean` | - | x | |', { types: ['More'], declaredIn: 'MoreProps' })).toEqual([]);
    expect(check('| `limit` | `number` | - | x | |', { types: ['More'], declaredIn: 'MoreProps' })).toEqual([
      '"Properties" table (line 13): public prop `extra` is missing',
    ]);
  });
});

describe('compareTables', () => {
  const zh = (rows: string) =>
    parseDocTables(
      page(rows, '属性').replace(
        '| Name | Type | Default | Description | Version |',
        '| 属性名 | 类型 | 默认值 | 说明 | 版本 |',
      ),
    );
  const en = parseDocTables(page(GOOD));

  it('passes translations with the same rows and versions', () => {
    expect(compareTables(en, zh(GOOD))).toEqual([]);
  });

  it('fails on missing rows, another order, another version, or other tables', () => {
    const rows = GOOD.split('\n');
    expect(compareTables(en, zh(rows.slice(1).join('\n')))).toEqual(['Demo: `limit` is only in the first page']);
    expect(compareTables(en, zh([rows[1], rows[0], ...rows.slice(2)].join('\n')))).toEqual([
      'Demo: the rows are in a different order',
    ]);
    expect(compareTables(en, zh(GOOD.replace('1.2.0', '1.3.0')))).toEqual([
      'Demo: `limit` has version "1.2.0" in the first page and "1.3.0" in the second',
    ]);
    expect(compareTables(en, [])).toEqual(['the pages have different API tables: [(no marker), Demo] and []']);
  });
});

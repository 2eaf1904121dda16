/**
 * What the changelog says the library does today, checked against the installed release (1.12.0): each test renders
 * the table with react-dom/server (or reads the package it came in) and names the sentence it backs, as
 * `docs/changelog.md: "<a verbatim piece of that sentence>"`. Sentences that need a browser (scrolling, hovering,
 * measuring) are checked in changelog.browser.test.ts and tests/e2e/changelog-claims.test.ts; sentences about
 * history, not about what the library does now, are listed in changelog.not-claims.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Table, {
  convertChildrenToColumns,
  VirtualTable,
  type DefaultRecordType,
  type ExpandableConfig,
  type ExpandIconProps,
  type FixedType,
  type GetComponentProps,
  type GetRowKey,
  type RenderedCell,
  type TableProps,
} from '@rc-component/table';
import { describe, expect, it, test, vi } from 'vitest';
import notClaims from './changelog.not-claims.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LIBRARY = path.join(ROOT, 'node_modules/@rc-component/table');
const manifest = JSON.parse(fs.readFileSync(path.join(LIBRARY, 'package.json'), 'utf8'));
const css = fs.readFileSync(path.join(LIBRARY, 'assets/index.css'), 'utf8');
/** The declarations of a CSS rule whose selector list is exactly `selector`. */
const cssRule = (selector: string) =>
  new RegExp(`(^|\\})\\s*${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(css)?.[2] ?? '';

interface Row {
  key: number;
  name: string;
  children?: Row[];
}
const data: Row[] = [
  { key: 1, name: 'Ann' },
  { key: 2, name: 'Bo' },
];
const tree: Row[] = [{ key: 1, name: 'Ann', children: [{ key: 11, name: 'Cy' }] }];
const name = { title: 'Name', dataIndex: 'name', key: 'name', width: 100 };
const other = { title: 'Other', key: 'other', width: 80, render: () => 'x' };

const render = (props: TableProps<Row>) => renderToStaticMarkup(h(Table<Row>, props));
const renderVirtual = (props: Record<string, unknown>) =>
  renderToStaticMarkup(h(VirtualTable as unknown as ComponentType<Record<string, unknown>>, props));
/** The opening tags of the elements whose class list has `className`. */
const withClass = (html: string, className: string) =>
  [...html.matchAll(/<[a-z]+[^>]*class="([^"]*)"[^>]*>/g)]
    .filter((match) => match[1].split(' ').includes(className))
    .map((match) => match[0]);
const thead = (html: string) => /<thead[\s\S]*?<\/thead>/.exec(html)?.[0] ?? '';
const outer = (html: string) => /^<div[^>]*>/.exec(html)?.[0] ?? '';

describe('1.12.0', () => {
  const expandAll = { showExpandAll: true, expandedRowRender: (row: Row) => `About ${row.name}` };

  it('docs/changelog.md: "the expand column\'s header shows a button that expands or collapses every expandable row"', () => {
    const header = thead(render({ columns: [name], data, expandable: expandAll }));
    expect(header).toMatch(/<th[^>]*rc-table-row-expand-icon-cell[^>]*><button type="button" aria-expanded="false"/);
    expect(thead(render({ columns: [name], data, expandable: { ...expandAll, showExpandAll: false } }))).not.toContain(
      '<button',
    );
  });

  it('docs/changelog.md: "It works with `expandedRowRender`, not with tree data."', () => {
    const html = render({ columns: [name], data: tree, expandable: { showExpandAll: true } });
    expect(html).toContain('rc-table-row-expand-icon');
    expect(thead(html)).not.toContain('<button');
  });

  it('docs/changelog.md: "one component draws the expand icon of each row and of that header button"', () => {
    const types = new Set<string>();
    const ExpandIcon = (props: ExpandIconProps<Row>) => {
      types.add(props.type);
      return h('i', { className: `icon-${props.type}` });
    };
    const html = render({ columns: [name], data, expandable: expandAll, components: { ExpandIcon } });
    expect([...types].sort()).toEqual(['all', 'row']);
    expect(thead(html)).toContain('icon-all');
    expect(html.split('icon-row').length - 1).toBe(data.length);
  });

  it('docs/changelog.md: "it receives the header button as `expandIcon`, so you can place it yourself"', () => {
    const columnTitle = ({ expandIcon }: { expandIcon: ReactNode }) => h('span', { className: 'mine' }, expandIcon);
    const header = thead(render({ columns: [name], data, expandable: { ...expandAll, columnTitle } }));
    expect(header).toMatch(/<span class="mine"><button type="button"/);
  });

  it('docs/changelog.md: "it only ever draws the rows\' icons"', () => {
    const expandIcon = () => h('i', { className: 'legacy-icon' });
    const html = render({ columns: [name], data, expandable: { ...expandAll, expandIcon } });
    expect(thead(html)).not.toContain('legacy-icon');
    expect(thead(html)).toContain('<button');
    expect(html.split('legacy-icon').length - 1).toBe(data.length);
  });

  it('docs/changelog.md: "When both are given, `components.ExpandIcon` draws the rows\' icons and `expandIcon` is not called."', () => {
    const expandIcon = vi.fn(() => h('i', { className: 'legacy-icon' }));
    const ExpandIcon = (props: ExpandIconProps<Row>) => h('i', { className: `icon-${props.type}` });
    const html = render({
      columns: [name],
      data,
      expandable: { ...expandAll, expandIcon },
      components: { ExpandIcon },
    });
    expect(expandIcon).not.toHaveBeenCalled();
    expect(html).not.toContain('legacy-icon');
    expect(html.split('icon-row').length - 1).toBe(data.length);
  });

  it('docs/changelog.md: "`assets/index.css` resets the native button look of `.rc-table-row-expand-icon`"', () => {
    const rule = cssRule('.rc-table-row-expand-icon');
    for (const declaration of ['appearance: none', 'background: transparent', 'padding: 0', 'font: inherit'])
      expect(rule).toContain(declaration);
  });
});

describe('1.11.0', () => {
  it('docs/changelog.md: "the expanded content of every expandable row is rendered at once, collapsed rows included (hidden)"', () => {
    const expandable: ExpandableConfig<Row> = {
      forceRender: true,
      expandedRowKeys: [1],
      expandedRowRender: (row) => `About ${row.name}`,
    };
    const html = render({ columns: [name], data, expandable });
    const rows = withClass(html, 'rc-table-expanded-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).not.toContain('display:none');
    expect(rows[1]).toContain('display:none');
    expect(html).toContain('About Bo');
    expect(render({ columns: [name], data, expandable: { ...expandable, forceRender: false } })).not.toContain(
      'About Bo',
    );
  });
});

describe('1.10.x', () => {
  it('docs/changelog.md: "The package\'s `types` field now points at `es/index.d.ts`"', () => {
    expect(manifest.types).toBe('./es/index.d.ts');
    expect(fs.existsSync(path.join(LIBRARY, 'es/index.d.ts'))).toBe(true);
  });

  it('docs/changelog.md: "New exports from the package entry: the function `convertChildrenToColumns`"', () => {
    // The types are checked by the compiler (`npm run typecheck`): this file imports each of them.
    const types: [DefaultRecordType, FixedType, GetComponentProps<Row>, GetRowKey<Row>, RenderedCell<Row>] = [
      {},
      'start',
      () => ({}),
      (row) => row.key,
      { children: null },
    ];
    expect(types).toHaveLength(5);
    const columns = convertChildrenToColumns<Row>([
      h(Table.Column<Row>, { key: 'name', title: 'Name', dataIndex: 'name' }),
    ]);
    expect(columns).toEqual([expect.objectContaining({ key: 'name', title: 'Name', dataIndex: 'name' })]);
  });

  it('docs/changelog.md: "The code no longer imports files from inside other `@rc-component` packages"', () => {
    // Every module specifier of the published es/ and lib/ files that names a package of the scope names only the
    // package, never a path inside it.
    const specifiers: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.js'))
          for (const match of fs
            .readFileSync(file, 'utf8')
            .matchAll(/(?:from |require\()["'](@rc-component\/[^"']+)["']/g))
            specifiers.push(match[1]);
      }
    };
    walk(path.join(LIBRARY, 'es'));
    walk(path.join(LIBRARY, 'lib'));
    expect(specifiers.length).toBeGreaterThan(20);
    expect(specifiers.filter((specifier) => !/^@rc-component\/[\w-]+$/.test(specifier))).toEqual([]);
  });

  it('docs/changelog.md: "it now needs `@rc-component/util` 1.11.1 or newer"', () => {
    expect(manifest.dependencies['@rc-component/util']).toBe('^1.11.1');
  });

  it('docs/changelog.md: "Virtual mode: `classNames.body.row`, `classNames.body.cell`, `styles.body.row` and `styles.body.cell` now reach the rows and cells."', () => {
    const html = renderVirtual({
      columns: [name],
      data,
      rowKey: 'key',
      scroll: { y: 200 },
      classNames: { body: { row: 'my-row', cell: 'my-cell' } },
      styles: { body: { row: { color: 'red' }, cell: { color: 'blue' } } },
    });
    const rows = withClass(html, 'my-row');
    const cells = withClass(html, 'my-cell');
    expect(rows).toHaveLength(2);
    expect(cells).toHaveLength(2);
    for (const row of rows) expect(row).toContain('color:red');
    for (const cell of cells) expect(cell).toContain('color:blue');
  });

  it('docs/changelog.md: "Virtual mode: `expandedRowClassName` is applied to the child rows of tree data."', () => {
    const html = renderVirtual({
      columns: [name],
      data: tree,
      rowKey: 'key',
      scroll: { y: 200 },
      expandable: { expandedRowKeys: [1], expandedRowClassName: () => 'my-expanded' },
    });
    const rows = withClass(html, 'rc-table-row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('my-expanded');
  });
});

describe('1.9.0 and 1.8.x: dependencies', () => {
  it('docs/changelog.md: "The virtual table\'s list moved from `rc-virtual-list` to `@rc-component/virtual-list`."', () => {
    expect(Object.keys(manifest.dependencies)).toContain('@rc-component/virtual-list');
    expect(Object.keys(manifest.dependencies)).not.toContain('rc-virtual-list');
  });

  it('docs/changelog.md: "`classnames` was replaced by the smaller `clsx`."', () => {
    expect(Object.keys(manifest.dependencies)).toContain('clsx');
    expect(Object.keys(manifest.dependencies)).not.toContain('classnames');
  });

  it('docs/changelog.md: "`@rc-component/context` 2, which no longer depends on `rc-util`."', () => {
    expect(manifest.dependencies['@rc-component/context']).toMatch(/^\^2\./);
    const context = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/context/package.json'), 'utf8'),
    );
    expect(Object.keys(context.dependencies ?? {})).not.toContain('rc-util');
  });

  it('docs/changelog.md: "The peer dependencies now ask for React and React DOM 18 or newer"', () => {
    expect(manifest.peerDependencies).toEqual({ react: '>=18.0.0', 'react-dom': '>=18.0.0' });
  });
});

describe('1.8.x and 1.6.x: the separate header table', () => {
  const fixedHeader = render({ columns: [name, other], data, scroll: { x: 1200, y: 100 } });
  const headerTable = /<div[^>]*class="rc-table-header"[^>]*><table([^>]*)>([\s\S]*?)<\/table>/.exec(fixedHeader);

  it('docs/changelog.md: "the separate header and summary tables (fixed header, `sticky`) use the body\'s `colgroup` instead of none"', () => {
    // Rendered on the server, no width is measured yet.
    for (const props of [{ scroll: { y: 100 } }, { sticky: true }]) {
      const html = render({
        columns: [name, other],
        data,
        summary: () =>
          h(Table.Summary, { fixed: true }, h(Table.Summary.Row, null, h(Table.Summary.Cell, { index: 0 }, 'Total'))),
        ...props,
      });
      const colgroups = html.match(/<colgroup>[\s\S]*?<\/colgroup>/g) ?? [];
      expect(colgroups.length).toBeGreaterThanOrEqual(3);
      for (const colgroup of colgroups)
        expect(colgroup).toBe('<colgroup><col style="width:100px"/><col style="width:80px"/></colgroup>');
    }
  });

  it('docs/changelog.md: "`VirtualTable`\'s `scroll.y` is optional in its type (the table still warns without it)"', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderVirtual({ columns: [name], data, rowKey: 'key' });
      expect(error.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/scroll\.y/);
    } finally {
      error.mockRestore();
    }
  });

  it('docs/changelog.md: "an element name is any key of `React.JSX.IntrinsicElements`"', () => {
    // Compiles only if the type allows any intrinsic element name (`npm run typecheck` reads this file).
    const components: TableProps<Row>['components'] = { body: { wrapper: 'tbody', row: 'tr', cell: 'td' } };
    const html = render({ columns: [name], data, components });
    expect(html).toContain('<tbody class="rc-table-tbody">');
  });

  it('docs/changelog.md: "New `measureRowRender` prop, marked internal: it wraps the hidden row that measures column widths."', () => {
    const html = render({
      columns: [name],
      data,
      scroll: { y: 100 },
      measureRowRender: (row) => h('tbody', { className: 'my-measure' }, row),
    });
    expect(html).toMatch(/<tbody class="my-measure"><tr aria-hidden="true" class="rc-table-measure-row"/);
  });

  it('docs/changelog.md: "The separate header table is no longer hidden while column widths are being measured"', () => {
    expect(fixedHeader).toMatch(/<div style="overflow:hidden" class="rc-table-header">/);
    expect(fixedHeader).not.toContain('visibility:hidden');
  });

  it('docs/changelog.md: "The separate header table\'s own style: it is at least the full width (`min-width: 100%`) also without `scroll.x`, and with `scroll.x: true` it no longer gets `width: auto`, so the stylesheet\'s `width: 100%` applies."', () => {
    const styles = (scroll: TableProps<Row>['scroll']) =>
      [...render({ columns: [name, other], data, scroll }).matchAll(/<table style="([^"]*)"/g)].map(
        (match) => match[1],
      );
    const [onlyY] = styles({ y: 100 });
    expect(onlyY).toContain('min-width:100%');
    expect(onlyY).not.toMatch(/(^|;)width:/);
    const [header, body] = styles({ x: true, y: 100 });
    expect(header).toContain('min-width:100%');
    expect(header).not.toMatch(/(^|;)width:/);
    expect(body).toMatch(/(^|;)width:auto/);
  });

  it('docs/changelog.md: "A number or string in `scroll.x` stays its width, as since 1.6.0."', () => {
    expect(headerTable?.[1]).toContain('min-width:100%;width:1200px');
    const html = render({ columns: [name, other], data, scroll: { x: 'calc(700px + 50%)', y: 100 } });
    expect(/<table style="([^"]*)"/.exec(html)?.[1]).toContain('width:calc(700px + 50%)');
  });

  it('docs/changelog.md: "An empty `colgroup` is no longer rendered."', () => {
    const html = render({ columns: [{ title: 'Name', dataIndex: 'name', key: 'name' }], data });
    expect(html).not.toContain('<colgroup></colgroup>');
    expect(html).not.toContain('<colgroup>');
  });

  it('docs/changelog.md: "`assets/index.css` no longer sets `word-break: break-word` on cells."', () => {
    expect(css).not.toContain('word-break');
  });

  it('docs/changelog.md: "Header rows no longer throw when a column has no `onHeaderCell`."', () => {
    const onHeaderCell = () => ({ className: 'with-handler' });
    const html = render({ columns: [{ ...name, onHeaderCell }, other], data });
    expect(thead(html)).toContain('with-handler');
  });

  it('docs/changelog.md: "The separate header table now takes the table\'s `tableLayout`"', () => {
    for (const tableLayout of ['auto', 'fixed'] as const) {
      const html = render({ columns: [name, other], data, scroll: { y: 100 }, tableLayout });
      const [header, body] = [...html.matchAll(/<table style="([^"]*)"/g)].map((match) => match[1]);
      expect(header).toContain(`table-layout:${tableLayout}`);
      expect(body).toContain(`table-layout:${tableLayout}`);
    }
  });

  it('docs/changelog.md: "The hidden measuring row carries the header content"', () => {
    const measure = withClass(fixedHeader, 'rc-table-measure-row');
    expect(measure).toHaveLength(1);
    expect(fixedHeader).toMatch(
      /rc-table-measure-row[^>]*><td[^>]*><div[^>]*>Name<\/div><\/td><td[^>]*><div[^>]*>Other</,
    );
  });
});

describe('1.6.0: the header throws without onHeaderCell', () => {
  // 1.6.0 is not on the registry, so its source is a committed fact (facts/source-facts.json, with where it was read).
  interface SourceFact {
    id: string;
    release: string;
    commit: string;
    introducedBy: string;
    expression: string;
    fixedIn: string;
    fixCommit: string;
    fixedExpression: string;
    columnsWithOnHeaderCell: string[];
    rendered: Record<string, string>;
  }
  const facts = JSON.parse(fs.readFileSync(path.join(ROOT, 'facts/source-facts.json'), 'utf8')) as {
    facts: SourceFact[];
  };
  const fact = facts.facts.find((entry) => entry.id === '1.6.0-onHeaderCell')!;
  const tsv = (file: string) =>
    fs
      .readFileSync(path.join(ROOT, 'facts', file), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split('\t'));
  /** What evaluating a header cell's props expression does with `column`: the error's text, or "renders". */
  const evaluate = (expression: string, column: object) => {
    try {
      new Function('column', `return ${expression};`)(column);
      return 'renders';
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  };
  /** A release's section of a changelog page: from its heading to the next release's. */
  const entry = (file: string, version: string) =>
    new RegExp(`\\n## ${version.replace(/\./g, '\\.')}\\n([\\s\\S]*?)\\n## \\d`).exec(
      fs.readFileSync(path.join(ROOT, file), 'utf8'),
    )?.[1] ?? '';
  const thrown = evaluate(fact.expression, { title: 'Name', dataIndex: 'name' });

  it('docs/changelog.md: "rendering a header throws `TypeError: column?.onHeaderCell is not a function` as soon as one of its columns has no `onHeaderCell`"', () => {
    // The fact names 1.6.0's tagged commit, a commit 1.6.0 brought, and the 1.6.1 commit that changed it.
    const releases = new Map(tsv('table-releases.tsv').map(([version, , , commit]) => [version, commit]));
    const commits = tsv('table-commits.tsv').map(([version, commit]) => `${version} ${commit}`);
    expect(releases.get(fact.release)).toBe(fact.commit);
    expect(commits).toContain(`${fact.release} ${fact.introducedBy}`);
    expect(commits).toContain(`${fact.fixedIn} ${fact.fixCommit}`);
    // 1.6.0's expression throws for a column without onHeaderCell, with the message the entry quotes; 1.6.1's does not.
    expect(thrown).toBe('TypeError: column?.onHeaderCell is not a function');
    expect(evaluate(fact.expression, { onHeaderCell: () => ({}) })).toBe('renders');
    expect(evaluate(fact.fixedExpression, { title: 'Name' })).toBe('renders');
    expect(fact.rendered['a column without onHeaderCell']).toBe(thrown);
    // Both languages' 1.6.0 entries quote the error, and name 1.6.1 as the fix.
    for (const file of ['docs/changelog.md', 'docs/changelog.zh-CN.md']) {
      expect(entry(file, '1.6.0')).toContain(`\`${thrown}\``);
      expect(entry(file, '1.6.0')).toMatch(/1\.6\.1/);
    }
    // The release that fixed it renders such a column (the installed one too).
    expect(thead(render({ columns: [name], data }))).toContain('>Name<');
  });

  it('docs/changelog.md: "The expand column that `expandable` adds has none, so every expandable table with a header throws too."', () => {
    // In 1.6.0's source only the fixed header's scroll bar column gets an onHeaderCell, and the expandable table,
    // built from that source with onHeaderCell on every column of its own, threw the same error.
    expect(fact.columnsWithOnHeaderCell).toHaveLength(1);
    expect(fact.columnsWithOnHeaderCell[0]).toMatch(/^src\/FixedHolder\/index\.tsx: the scroll bar column/);
    expect(fact.rendered['expandable.expandedRowRender, every column with onHeaderCell']).toBe(thrown);
    expect(fact.rendered['showHeader: false, a column without onHeaderCell']).toBe('renders');
    // The expand column is a column of the header today too: its cell is drawn by the same header row.
    const html = render({ columns: [name], data, expandable: { expandedRowRender: () => 'x' } });
    expect(thead(html)).toMatch(/<th[^>]*rc-table-row-expand-icon-cell/);
    expect(entry('docs/changelog.zh-CN.md', '1.6.0')).toContain('`expandable` 添加的展开列也没有 `onHeaderCell`');
  });
});

describe('1.5.2 and 1.4.0: expand column and groups', () => {
  it('docs/changelog.md: "The expand column no longer disappears when `expandable.fixed` is `true`."', () => {
    const html = render({
      columns: [name],
      data,
      expandable: { fixed: true, expandedRowRender: (row) => row.name },
    });
    const cells = withClass(html, 'rc-table-row-expand-icon-cell');
    expect(cells).toHaveLength(3);
    for (const cell of cells) expect(cell).toContain('rc-table-cell-fix-start');
  });

  it('docs/changelog.md: "Columns inside a fixed group inherit the group\'s `fixed` when they do not set their own."', () => {
    const html = render({
      columns: [
        { title: 'Group', fixed: 'start', children: [name, { ...other, fixed: undefined }] },
        { ...other, key: 'rest' },
      ],
      data,
    });
    const body = html.slice(html.indexOf('<tbody'));
    const firstRow = /<tr class="rc-table-row[\s\S]*?<\/tr>/.exec(body)?.[0] ?? '';
    const cells = firstRow.match(/<td[^>]*>/g) ?? [];
    expect(cells).toHaveLength(3);
    expect(cells[0]).toContain('rc-table-cell-fix-start');
    expect(cells[1]).toContain('rc-table-cell-fix-start');
    expect(cells[2]).not.toContain('rc-table-cell-fix');
    // A child's own `fixed: false` is its own: it keeps scrolling (what the upgrade view advises).
    const own = render({
      columns: [{ title: 'Group', fixed: 'start', children: [name, { ...other, fixed: false }] }],
      data,
    });
    const ownRow = /<tr class="rc-table-row[\s\S]*?<\/tr>/.exec(own.slice(own.indexOf('<tbody')))?.[0] ?? '';
    const ownCells = ownRow.match(/<td[^>]*>/g) ?? [];
    expect(ownCells[0]).toContain('rc-table-cell-fix-start');
    expect(ownCells[1]).not.toContain('rc-table-cell-fix');
  });

  it('docs/changelog.md: "expanded content leaves a number of leading columns free, their cells spanning down past it"', () => {
    const html = render({
      columns: [name, other, { ...other, key: 'third' }],
      data,
      expandable: { expandedRowOffset: 1, expandedRowKeys: [1], expandedRowRender: (row) => `About ${row.name}` },
    });
    // Four columns with the expand column; the first one spans the row and its expanded row.
    expect(html).toMatch(/<td rowSpan="2" class="rc-table-cell rc-table-row-expand-icon-cell/);
    expect(html).toMatch(
      /<tr class="rc-table-expanded-row[^"]*"><td class="rc-table-cell" colSpan="3">About Ann<\/td><\/tr>/,
    );
  });
});

describe('1.4.0: the columns expandedRowOffset leaves free', () => {
  it('docs/changelog.md: "Those leading columns are also fixed at the start, unless they set a `fixed` of their own."', () => {
    const columns = [
      name,
      { ...other, fixed: 'end' as const },
      { ...other, key: 'third' },
      { ...other, key: 'fourth' },
    ];
    const html = render({ columns, data, expandable: { expandedRowOffset: 3, expandedRowRender: (row) => row.name } });
    const header = thead(html).match(/<th(?=[\s>])[^>]*>/g) ?? [];
    // The expand column and Name are fixed at the start; the third keeps its own 'end'; the others stay free.
    expect(header.map((cell) => /rc-table-cell-fix-(start|end)(?=[\s"])/.exec(cell)?.[1] ?? '-')).toEqual([
      'start',
      'start',
      'end',
      '-',
      '-',
    ]);
    const without = thead(render({ columns, data, expandable: { expandedRowRender: (row) => row.name } }));
    expect(without.match(/rc-table-cell-fix-start(?=[\s"])/g)).toBeNull();
  });
});

describe('1.3.0: classNames and styles', () => {
  it('docs/changelog.md: "New `classNames` and `styles` props: class names and inline styles for the table\'s parts"', () => {
    const parts = {
      section: 'c-section',
      title: 'c-title',
      footer: 'c-footer',
      content: 'c-content',
      header: { wrapper: 'c-h-wrapper', row: 'c-h-row', cell: 'c-h-cell' },
      body: { wrapper: 'c-b-wrapper', row: 'c-b-row', cell: 'c-b-cell' },
    };
    const html = render({ columns: [name], data, title: () => 'T', footer: () => 'F', classNames: parts });
    for (const className of [
      'c-section',
      'c-title',
      'c-footer',
      'c-content',
      'c-h-wrapper',
      'c-h-row',
      'c-h-cell',
      'c-b-wrapper',
      'c-b-row',
      'c-b-cell',
    ])
      expect(withClass(html, className).length, className).toBeGreaterThan(0);
    const styled = render({ columns: [name], data, title: () => 'T', styles: { title: { color: 'red' } } });
    expect(withClass(styled, 'rc-table-title')[0]).toContain('color:red');
  });
});

describe('1.2.x: fixed columns', () => {
  const fixedColumns = [
    { ...name, fixed: 'start' as const },
    { ...other, key: 'middle' },
    { ...other, fixed: 'end' as const },
  ];

  it('docs/changelog.md: "A sticky table sets a `--columns-count` CSS variable (the number of leaf columns) on its outer element"', () => {
    expect(outer(render({ columns: fixedColumns, data, sticky: true }))).toContain('--columns-count:3');
    expect(outer(render({ columns: fixedColumns, data }))).not.toContain('--columns-count');
  });

  it('docs/changelog.md: "Fixed cells get a `--z-offset-reverse` CSS variable next to `--z-offset`"', () => {
    const cells = withClass(render({ columns: fixedColumns, data }), 'rc-table-cell-fix');
    expect(cells.length).toBe(6);
    for (const cell of cells) expect(cell).toMatch(/--z-offset:\d+;--z-offset-reverse:\d+/);
  });

  it('docs/changelog.md: "classes became `rc-table-has-fix-start` and `rc-table-has-fix-end`"', () => {
    const html = outer(render({ columns: fixedColumns, data }));
    expect(html).toContain('rc-table-has-fix-start');
    expect(html).toContain('rc-table-has-fix-end');
    expect(html).not.toMatch(/has-fix-(left|right)/);
  });

  it('docs/changelog.md: "`fixed: true` and `\'left\'` are now read as"', () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      const html = render({
        direction,
        columns: [
          { ...name, fixed: true },
          { ...other, key: 'left', fixed: 'left' },
          { ...other, key: 'middle' },
          { ...other, key: 'right', fixed: 'right' },
        ],
        data,
      });
      const header = thead(html).match(/<th(?=[\s>])[^>]*>/g) ?? [];
      expect(header[0]).toContain('rc-table-cell-fix-start');
      expect(header[0]).toContain('inset-inline-start:0');
      expect(header[1]).toContain('rc-table-cell-fix-start');
      expect(header[1]).toMatch(/inset-inline-start:\d/);
      expect(header[2]).not.toContain('rc-table-cell-fix');
      expect(header[3]).toContain('rc-table-cell-fix-end');
      expect(header[3]).toContain('inset-inline-end:0');
    }
  });

  it('docs/changelog.md: "`rc-table-fix-start-shadow` and `rc-table-fix-end-shadow` (set whenever the table scrolls sideways)"', () => {
    expect(outer(render({ columns: fixedColumns, data, scroll: { x: 1200 } }))).toMatch(
      /rc-table-fix-start-shadow rc-table-fix-end-shadow/,
    );
    expect(outer(render({ columns: fixedColumns, data }))).not.toContain('rc-table-fix-start-shadow');
    expect(outer(render({ columns: fixedColumns, data }))).not.toMatch(/ping-(left|right)/);
  });

  it('docs/changelog.md: "A column\'s `fixed` also takes"', () => {
    const header = thead(render({ columns: fixedColumns, data })).match(/<th(?=[\s>])[^>]*>/g) ?? [];
    expect(header[0]).toMatch(
      /class="rc-table-cell rc-table-cell-fix rc-table-cell-fix-start rc-table-cell-fix-start-shadow"/,
    );
    expect(header[2]).toMatch(
      /class="rc-table-cell rc-table-cell-fix rc-table-cell-fix-end rc-table-cell-fix-end-shadow"/,
    );
  });

  it('docs/changelog.md: "Each fixed cell gets a `--z-offset` CSS variable. The table\'s `rc-table-fixed-column-gapped` class is gone."', () => {
    // A gap: an unfixed column between two start-fixed ones.
    const gapped = [
      { ...name, fixed: 'start' as const },
      { ...other, key: 'gap' },
      { ...other, fixed: 'start' as const },
    ];
    const html = render({ columns: gapped, data, scroll: { x: 1200 } });
    expect(html).not.toContain('fixed-column-gapped');
    expect(html).not.toMatch(/rc-table-cell-fix-(left|right)/);
    for (const cell of withClass(html, 'rc-table-cell-fix')) expect(cell).toContain('--z-offset:');
  });

  it('docs/changelog.md: "Every group of fixed columns can have a shadow, drawn by the cell\'s `::after` in `assets/index.css`."', () => {
    expect(css).toMatch(/\.rc-table-cell-fix-start-shadow::after,\s*\.rc-table-cell-fix-end-shadow::after\s*\{/);
    expect(css).toMatch(/\.rc-table-cell-fix-start-shadow-show::after[^{]*\{[^}]*opacity: 1/);
  });

  it('docs/changelog.md: "a fixed cell no longer sets `position: sticky` in its inline style"', () => {
    const cells = withClass(render({ columns: fixedColumns, data }), 'rc-table-cell-fix');
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) {
      expect(cell).not.toContain('position:');
      expect(cell).toMatch(/inset-inline-(start|end):\d+(px)?;/);
    }
    expect(cssRule('.rc-table-cell-fix')).toContain('position: sticky !important');
  });

  it('docs/changelog.md: "when every column is fixed at the start, no cell is fixed at all"', () => {
    const html = render({
      columns: [
        { ...name, fixed: 'start' },
        { ...other, fixed: 'left' },
      ],
      data,
    });
    expect(withClass(html, 'rc-table-cell-fix')).toEqual([]);
    expect(withClass(html, 'rc-table-cell-fix-start')).toEqual([]);
    expect(html).not.toContain('inset-inline-start');
    const oneUnfixed = render({ columns: [{ ...name, fixed: 'start' }, other], data });
    expect(oneUnfixed).toContain('rc-table-cell-fix-start');
  });

  it('docs/changelog.md: "the table no longer tests whether the browser supports `position: sticky` before fixing columns"', () => {
    // The check was made with @rc-component/util's `isStyleSupport`: the published code no longer calls it.
    const files = fs.readdirSync(path.join(LIBRARY, 'es'), { recursive: true, encoding: 'utf8' });
    const sources = files.filter((file) => file.endsWith('.js'));
    expect(sources.length).toBeGreaterThan(20);
    for (const file of sources)
      expect(fs.readFileSync(path.join(LIBRARY, 'es', file), 'utf8'), file).not.toContain('isStyleSupport');
  });
});

describe('1.0.x: dependencies', () => {
  it('docs/changelog.md: "The table measures its size with `@rc-component/resize-observer` instead of `rc-resize-observer`."', () => {
    expect(Object.keys(manifest.dependencies)).toContain('@rc-component/resize-observer');
    expect(Object.keys(manifest.dependencies)).not.toContain('rc-resize-observer');
  });

  it('docs/changelog.md: "`rc-util` gave way to `@rc-component/util` 1.x, and `@babel/runtime` is no longer a dependency."', () => {
    const names = Object.keys(manifest.dependencies);
    expect(names).toContain('@rc-component/util');
    expect(names).not.toContain('rc-util');
    expect(names).not.toContain('@babel/runtime');
  });
});

describe('the fragments', () => {
  /** The fragments a test file's checks are named by (the page, a colon, and the fragment in double quotes). */
  const checked = (file: string) =>
    [
      ...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\bit\('docs\/changelog\.md: "((?:[^'\\]|\\.)*)"',/g),
    ].map((match) => match[1].replace(/\\(.)/g, '$1'));
  const english = fs.readFileSync(path.join(ROOT, 'docs/changelog.md'), 'utf8');

  // A rule of this file's names, not a claim of the page: `test`, which the inventory does not read as a check.
  test('name each check and each sentence left out by a verbatim piece of the page, found there once', () => {
    const fragments = [
      ...checked('tests/claims/changelog.test.ts'),
      ...checked('tests/claims/changelog.browser.test.ts'),
      ...checked('tests/e2e/changelog-claims.test.ts'),
      ...notClaims.map((entry) => entry.fragment),
    ];
    expect(fragments.length).toBeGreaterThan(90);
    expect(notClaims.every((entry) => entry.page === 'docs/changelog.md' && entry.why)).toBe(true);
    const wrong = fragments.filter((fragment) => english.split(fragment).length !== 2);
    expect(wrong).toEqual([]);
  });
});

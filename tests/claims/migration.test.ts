/** docs/migration.md: what upgrading from rc-table 7 meets in the installed @rc-component/table. */
import fs from 'node:fs';
import path from 'node:path';
import * as library from '@rc-component/table';
import Table from '@rc-component/table';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { ROOT } from './pages.ts';
import { city, count, data, h, head, logged, name, recorder, render, tags, type Row } from './render.ts';

const PACKAGE = path.join(ROOT, 'node_modules/@rc-component/table');
const manifest = JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const stylesheet = fs.readFileSync(path.join(PACKAGE, 'assets/index.css'), 'utf8');
const details = (row: Row) => `Details of ${row.name}`;
const fixedColumns = [
  { ...name, fixed: 'start' as const, width: 100 },
  { ...city, width: 600 },
  { title: 'Key', dataIndex: 'key', key: 'key', fixed: 'end' as const, width: 100 },
];

describe('the package and its imports', () => {
  it('docs/migration.md: "The exports keep their names"', () => {
    for (const name of [
      'default',
      'Summary',
      'Column',
      'ColumnGroup',
      'EXPAND_COLUMN',
      'VirtualTable',
      'genTable',
      'genVirtualTable',
      'INTERNAL_COL_DEFINE',
      'INTERNAL_HOOKS',
    ])
      expect(library, name).toHaveProperty(name);
  });
  it('docs/migration.md: "The package has the same folders as before (es, lib, assets)"', () => {
    for (const folder of ['es', 'lib', 'assets'])
      expect(fs.statSync(path.join(PACKAGE, folder)).isDirectory()).toBe(true);
    expect(fs.existsSync(path.join(PACKAGE, 'assets/index.css'))).toBe(true);
  });
  it('docs/migration.md: "Since 1.10.2 the package entry also exports convertChildrenToColumns"', () => {
    const columns = library.convertChildrenToColumns([
      h(Table.Column, { key: 'name', title: 'Name', dataIndex: 'name' }),
    ]);
    expect(columns).toMatchObject([{ key: 'name', title: 'Name', dataIndex: 'name' }]);
  });
  it('docs/migration.md: "The library\'s own dependencies moved to the @rc-component scope as well"', () => {
    expect(Object.keys(manifest.dependencies).sort()).toEqual([
      '@rc-component/context',
      '@rc-component/resize-observer',
      '@rc-component/util',
      '@rc-component/virtual-list',
      'clsx',
    ]);
  });
});

describe('the React version', () => {
  it('docs/migration.md: "On React 16 or 17, either upgrade React first or stay on rc-table 7.x until you do"', () => {
    // 1.7.0 is not on the registry: its package.json is a committed fact (facts/source-facts.json), read at its tag.
    const { facts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'facts/source-facts.json'), 'utf8')) as {
      facts: {
        id: string;
        release: string;
        commit: string;
        next: string;
        nextCommit: string;
        [key: string]: unknown;
      }[];
    };
    const fact = facts.find((entry) => entry.id === '1.7.0-peerDependencies')!;
    const tags = new Map(
      fs
        .readFileSync(path.join(ROOT, 'facts/table-releases.tsv'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split('\t'))
        .map(([version, , , commit, previous]) => [version, { commit, previous }]),
    );
    expect(tags.get(fact.release)?.commit).toBe(fact.commit);
    expect(tags.get(fact.next)).toEqual({ commit: fact.nextCommit, previous: fact.release });
    // React 16 and 17 satisfy 1.7.0's peer range and not the next release's, which is the installed one's.
    const accepts = (ranges: unknown, react: string) =>
      Object.values(ranges as Record<string, string>).every((range) => semver.satisfies(react, range));
    for (const react of ['16.14.0', '17.0.2']) {
      expect(accepts(fact.peerDependencies, react), react).toBe(true);
      expect(accepts(fact.nextPeerDependencies, react), react).toBe(false);
    }
    expect(fact.nextPeerDependencies).toEqual(manifest.peerDependencies);
    // 1.7.0 cannot be installed, and the published releases before it pull in @rc-component/util 1.x, every release of
    // which asks for React 18 (facts/registry-facts.json, read from the registry); rc-table 7.x asks for 16.9.
    const registry = JSON.parse(fs.readFileSync(path.join(ROOT, 'facts/registry-facts.json'), 'utf8')) as {
      published: string[];
      dependenciesBefore18: Record<string, Record<string, string>>;
      utilPeerDependencies: Record<string, Record<string, string>>;
      legacy: { peerDependencies: Record<string, string> };
    };
    expect(registry.published).not.toContain(fact.release);
    const before = registry.published.filter((version) => semver.lt(version, fact.next));
    expect(Object.keys(registry.dependenciesBefore18)).toEqual(before);
    for (const version of before) {
      const range = registry.dependenciesBefore18[version]['@rc-component/util'];
      const utils = Object.keys(registry.utilPeerDependencies).filter((util) => semver.satisfies(util, range));
      expect(utils.length, version).toBeGreaterThan(0);
      for (const util of utils)
        for (const react of ['16.14.0', '17.0.2'])
          expect(accepts(registry.utilPeerDependencies[util], react), `${version}: util ${util}`).toBe(false);
    }
    for (const react of ['16.14.0', '17.0.2']) expect(accepts(registry.legacy.peerDependencies, react)).toBe(true);
    // The util release installed here is among those read, with the same peers.
    const util = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/util/package.json'), 'utf8'),
    ) as { version: string; peerDependencies: Record<string, string> };
    expect(registry.utilPeerDependencies[util.version]).toEqual(util.peerDependencies);
  });

  it('docs/migration.md: "@rc-component/table 1.8.0 and later | 18.0 or newer"', () => {
    expect(manifest.peerDependencies).toEqual({ react: '>=18.0.0', 'react-dom': '>=18.0.0' });
  });
});

describe('props that are gone', () => {
  it('docs/migration.md: "code that still passes them gets nothing from them (some log a warning in development)"', () => {
    const rows = recorder<Record<string, unknown>>('tr');
    const gone = {
      onRowClick: () => {},
      onRowDoubleClick: () => {},
      onRowMouseEnter: () => {},
      onRowMouseLeave: () => {},
      onRowContextMenu: () => {},
      getBodyWrapper: () => null,
      bodyStyle: { color: 'red' },
      useFixedHeader: true,
      expandIconAsCell: true,
      rowRef: () => {},
    };
    const { result, messages } = logged(() =>
      render({ columns: [name], data, components: { body: { row: rows.Component } }, ...gone } as never),
    );
    // Nothing of them reaches the rows, and the table is drawn as without them.
    for (const props of rows.calls) for (const key of Object.keys(gone)) expect(props).not.toHaveProperty(key);
    expect(result).toBe(render({ columns: [name], data, components: { body: { row: rows.Component } } }));
    expect(messages).toEqual([
      'Warning: `onRowClick` is removed, please use `onRow` instead.',
      'Warning: `onRowDoubleClick` is removed, please use `onRow` instead.',
      'Warning: `onRowContextMenu` is removed, please use `onRow` instead.',
      'Warning: `onRowMouseEnter` is removed, please use `onRow` instead.',
      'Warning: `onRowMouseLeave` is removed, please use `onRow` instead.',
      'Warning: `getBodyWrapper` is deprecated, please use custom `components` instead.',
    ]);
  });
  it('docs/migration.md: "onRow={(record, index) => ({ onClick, onDoubleClick, onMouseEnter, onMouseLeave, onContextMenu })}"', () => {
    const rows = recorder<Record<string, unknown>>('tr');
    const called: string[] = [];
    const keys = ['onClick', 'onDoubleClick', 'onMouseEnter', 'onMouseLeave', 'onContextMenu'];
    const handlers = Object.fromEntries(keys.map((key) => [key, () => called.push(key)]));
    render({ columns: [name], data, onRow: () => handlers, components: { body: { row: rows.Component } } });
    for (const key of keys) (rows.calls[0][key] as (event: object) => void)({});
    expect(called).toEqual(keys);
  });
  it('docs/migration.md: "The type still declares onCellClick (deprecated), but the table never calls it."', () => {
    const cells = recorder<Record<string, unknown>>('td');
    const clicks: unknown[] = [];
    render({
      columns: [
        { ...name, onCellClick: () => clicks.push('old'), onCell: () => ({ onClick: () => clicks.push('new') }) },
      ],
      data,
      components: { body: { cell: cells.Component } },
    });
    for (const props of cells.calls)
      for (const value of Object.values(props)) if (typeof value === 'function') value({ stopPropagation() {} });
    expect(clicks).toContain('new');
    expect(clicks).not.toContain('old');
  });
  it('docs/migration.md: "getBodyWrapper | components.body.wrapper, a component that renders the tbody"', () => {
    const wrapper = (props: object) => h('tbody', { ...props, 'data-mine': 'w' });
    expect(render({ columns: [name], data, components: { body: { wrapper } } })).toContain(
      '<tbody class="rc-table-tbody" data-mine="w">',
    );
  });
  it('docs/migration.md: "bodyStyle | styles.body.wrapper for the tbody (since 1.3.0), or a rule for .rc-table-body in your stylesheet"', () => {
    expect(render({ columns: [name], data, styles: { body: { wrapper: { color: 'red' } } } })).toMatch(
      /<tbody style="color:red" class="rc-table-tbody">/,
    );
    expect(render({ columns: [name], data, scroll: { y: 100 } })).toContain('class="rc-table-body"');
  });
  it('docs/migration.md: "useFixedHeader | scroll.y (the body scrolls under a fixed header) or sticky"', () => {
    for (const props of [{ scroll: { y: 100 } }, { sticky: true }])
      expect(render({ columns: [name], data, ...props })).toMatch(/class="rc-table-header[ "].*class="rc-table-body"/);
  });
  it('docs/migration.md: "the expand icon always has a column of its own"', () => {
    const expandable = { expandedRowRender: details };
    const first = tags(head(render({ columns: [name, city], data, expandable })), /^<th[ >]/);
    expect(first[0]).toContain('rc-table-row-expand-icon-cell');
    const placed = tags(head(render({ columns: [name, Table.EXPAND_COLUMN, city], data, expandable })), /^<th[ >]/);
    expect(placed[1]).toContain('rc-table-row-expand-icon-cell');
    const hidden = render({ columns: [name, city], data, expandable: { ...expandable, showExpandColumn: false } });
    expect(hidden).not.toContain('rc-table-row-expand-icon');
  });
  it('docs/migration.md: "set expandable.showExpandColumn: false, which does not hide an EXPAND_COLUMN placed in columns"', () => {
    const expandable = { expandedRowRender: details, showExpandColumn: false };
    const placed = render({ columns: [name, Table.EXPAND_COLUMN, city], data, expandable });
    expect(tags(head(placed), /^<th[ >]/)[1]).toContain('rc-table-row-expand-icon-cell');
    expect(placed).toContain('rc-table-row-expand-icon');
    expect(render({ columns: [name, city], data, expandable })).not.toContain('rc-table-row-expand-icon');
  });
  it('docs/migration.md: "find a row by its data-row-key attribute inside ref.current.nativeElement"', () => {
    const html = render({ columns: [name], data });
    expect(html).toMatch(/^<div class="rc-table">/); // nativeElement (index.browser.test.ts)
    expect(count(html, 'data-row-key=')).toBe(2);
  });
});

describe('props that moved', () => {
  it('docs/migration.md: "These still work but are deprecated"', () => {
    const { result } = logged(() =>
      render({
        columns: [name, city],
        data,
        expandedRowRender: details,
        expandedRowKeys: [1],
        expandIconColumnIndex: 1,
        expandedRowClassName: () => 'moved',
      } as never),
    );
    expect(result).toContain('Details of Ann');
    expect(tags(head(result), /^<th[ >]/)[1]).toContain('rc-table-row-expand-icon-cell');
    expect(result).toContain('rc-table-expanded-row rc-table-expanded-row-level-1 moved');
  });
  it("docs/migration.md: \"a component for the icons of the rows and of the expand-all control (its type is 'row' or 'all')\"", () => {
    const types: string[] = [];
    const ExpandIcon = ({ type }: { type: string }) => (types.push(type), null);
    render({
      columns: [name],
      data,
      components: { ExpandIcon },
      expandable: { expandedRowRender: details, showExpandAll: true },
    });
    expect(new Set(types)).toEqual(new Set(['row', 'all']));
  });
  it("docs/migration.md: \"'left' and 'right' are read as 'start' and 'end', so in a right-to-left table a 'left' column sticks to the right\"", () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      const cells = (start: 'start' | 'left', end: 'end' | 'right') =>
        tags(
          head(
            render({
              columns: [fixedColumns[0], fixedColumns[1], { ...fixedColumns[2], fixed: end }].map((column, i) =>
                i === 0 ? { ...column, fixed: start } : column,
              ),
              data,
              scroll: { x: 800 },
              direction,
            }),
          ),
          /^<th[ >]/,
        );
      expect(cells('left', 'right')).toEqual(cells('start', 'end'));
    }
  });
});

describe('class names and styles', () => {
  const html = render({ columns: fixedColumns, data, scroll: { x: 800 } });
  const header = tags(head(html), /^<th[ >]/);
  it('docs/migration.md: "Class names still begin with the prefixCls, rc-table by default"', () => {
    const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(' '));
    for (const cls of classes) expect(cls).toMatch(/^rc-table/);
  });
  it('docs/migration.md: "rc-table-cell-fix on every fixed cell, with rc-table-cell-fix-start or rc-table-cell-fix-end"', () => {
    expect(header[0]).toContain('class="rc-table-cell rc-table-cell-fix rc-table-cell-fix-start');
    expect(header[2]).toContain('class="rc-table-cell rc-table-cell-fix rc-table-cell-fix-end');
    expect(html).not.toMatch(/fix-left|fix-right/);
  });
  it('docs/migration.md: "rc-table-cell-fix-start-shadow, rc-table-cell-fix-end-shadow; -show is added to them while the shadow should show"', () => {
    expect(header[0]).toContain('rc-table-cell-fix-start-shadow');
    expect(header[2]).toContain('rc-table-cell-fix-end-shadow');
    // -show needs a measured scroll position: in the browser (docs/demo/shadow.md's check).
    expect(stylesheet).toContain('.rc-table-cell-fix-start-shadow-show::after');
  });
  it('docs/migration.md: "rc-table-fixed-column-gapped | none | 1.2.0"', () => {
    expect(html).not.toMatch(/gapped|fix-left-all|fix-left-first|fix-right-last|ping-/);
  });
  it('docs/migration.md: "rc-table-fix-start-shadow and rc-table-fix-end-shadow whenever the table scrolls sideways"', () => {
    expect(html).toMatch(/^<div class="rc-table rc-table-fix-start-shadow rc-table-fix-end-shadow /);
    expect(render({ columns: fixedColumns, data })).not.toContain('rc-table-fix-start-shadow');
  });
  it('docs/migration.md: "rc-table-has-fix-start, rc-table-has-fix-end"', () => {
    expect(html).toMatch(/^<div class="[^"]*rc-table-has-fix-start rc-table-has-fix-end"/);
  });
  it('docs/migration.md: "Fixed cells also carry CSS variables for their stacking order"', () => {
    expect(header[0]).toMatch(/--z-offset:\d+;--z-offset-reverse:\d+/);
    expect(render({ columns: [name], data, sticky: true })).toMatch(
      /^<div class="rc-table" style="--columns-count:1">/,
    );
  });
  it('docs/migration.md: "The package\'s assets/index.css draws the shadows with ::after on the edge cells"', () => {
    expect(stylesheet).toMatch(/\.rc-table-cell-fix-start-shadow::after,\s*\.rc-table-cell-fix-end-shadow::after \{/);
  });
  it('docs/migration.md: "The sticky positioning itself also comes from that stylesheet"', () => {
    expect(stylesheet).toMatch(/\.rc-table-cell-fix \{\s*position: sticky !important;/);
    expect(header[0]).not.toContain('position');
  });
});

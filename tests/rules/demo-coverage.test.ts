/**
 * Every public option of the table is shown by at least one demo: the props of Table, a column, `expandable`,
 * `sticky`, `scroll`, the Summary components, VirtualTable, and the options of the ref's `scrollTo`.
 * The demos are compiled with the TypeScript compiler; an option counts as used where a JSX attribute or an
 * object literal property is typed by it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLibraryProgram } from '../../engine/pipeline/types/reader.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXAMPLES = path.join(ROOT, 'docs/examples');
const ENTRY = path.join(ROOT, '__demo_coverage__.ts');

/** The option groups, as types of the installed library: name -> type expression. */
const GROUPS: Record<string, string> = {
  Table: 'TableProps<any>',
  Column: 'ColumnType<any> & ColumnGroupType<any>',
  expandable: 'ExpandableConfig<any>',
  sticky: 'TableSticky',
  scroll: 'NonNullable<TableProps<any>["scroll"]>',
  Summary: 'React.ComponentProps<typeof Summary>',
  'Summary.Row': 'React.ComponentProps<typeof Summary.Row>',
  'Summary.Cell': 'React.ComponentProps<typeof Summary.Cell>',
  VirtualTable: 'Omit<VirtualTableProps<any>, keyof TableProps<any>>',
  scrollTo: 'ScrollConfig',
};

const ENTRY_SOURCE = [
  `import type * as React from 'react';`,
  `import type { TableProps, VirtualTableProps, Summary } from '@rc-component/table';`,
  `import type { ColumnType, ColumnGroupType, ExpandableConfig, TableSticky, ScrollConfig } from '@rc-component/table/es/interface';`,
  ...Object.entries(GROUPS).map(([name, type], i) => `export type G${i} = ${type}; // ${name}`),
].join('\n');

/** Options no demo needs to show, each with the reason. Every entry must still exist. */
const EXEMPT: Record<string, string> = {
  'Table.internalHooks': 'internal to Ant Design',
  'Table.transformColumns': 'internal to Ant Design',
  'Table.internalRefs': 'internal to Ant Design',
  'Table.tailor': 'internal to Ant Design',
  'Table.getContainerWidth': 'internal to Ant Design',
  'Column.onCellClick': 'deprecated, and never called: onCell replaces it',
  'expandable.expandIcon': 'deprecated: components.ExpandIcon replaces it (the expand-icon demo shows that)',
  'expandable.expandIconColumnIndex': 'deprecated: Table.EXPAND_COLUMN replaces it',
};
for (const name of [
  'expandedRowKeys',
  'defaultExpandedRowKeys',
  'expandedRowRender',
  'expandRowByClick',
  'expandIcon',
  'onExpand',
  'onExpandedRowsChange',
  'defaultExpandAllRows',
  'indentSize',
  'expandIconColumnIndex',
  'expandedRowClassName',
  'childrenColumnName',
])
  EXEMPT[`Table.${name}`] = 'deprecated top-level spelling: the demos use the one inside expandable';

/** Where a property is declared: the same declaration, whatever generic instantiation reached it. */
const declarationKey = (symbol: ts.Symbol) => {
  const declaration = symbol.declarations?.[0];
  return declaration ? `${declaration.getSourceFile().fileName}:${declaration.pos}` : undefined;
};

const parts = (checker: ts.TypeChecker, type: ts.Type) => {
  const whole = checker.getNonNullableType(type);
  return whole.isUnion() || whole.isIntersection() ? whole.types : [whole];
};

interface Coverage {
  /** Option name ("Table.data", "scrollTo.align") -> the declaration keys it stands for. */
  options: Map<string, Set<string>>;
  /** Declaration keys some demo uses, with the demos that use them. */
  used: Map<string, Set<string>>;
}

function measure(): Coverage {
  const files = fs
    .readdirSync(EXAMPLES)
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(EXAMPLES, file));
  const program = createLibraryProgram(new Map([[ENTRY, ENTRY_SOURCE]]), [ENTRY, ...files]);
  const checker = program.getTypeChecker();

  const coverage: Coverage = { options: new Map(), used: new Map() };
  const entry = program.getSourceFile(ENTRY)!;
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(entry)!);
  Object.keys(GROUPS).forEach((group, i) => {
    const type = checker.getDeclaredTypeOfSymbol(exported.find((symbol) => symbol.name === `G${i}`)!);
    for (const property of checker.getPropertiesOfType(type)) {
      const keys = new Set<string>();
      for (const part of parts(checker, type)) {
        const key = checker.getPropertyOfType(part, property.name);
        const declared = key && declarationKey(key);
        if (declared) keys.add(declared);
      }
      const own = declarationKey(property);
      if (own) keys.add(own);
      coverage.options.set(`${group}.${property.name}`, keys);
    }
  });

  const note = (symbol: ts.Symbol | undefined, demo: string) => {
    const key = symbol && declarationKey(symbol);
    if (!key) return;
    if (!coverage.used.has(key)) coverage.used.set(key, new Set());
    coverage.used.get(key)!.add(demo);
  };
  const noteMember = (contextual: ts.Type | undefined, name: string, demo: string) => {
    if (!contextual) return;
    for (const part of parts(checker, contextual)) note(checker.getPropertyOfType(part, name), demo);
  };
  for (const file of files) {
    const demo = path.basename(file);
    const visit = (node: ts.Node) => {
      if (ts.isJsxElement(node) && node.children.some((child) => !ts.isJsxText(child) || child.text.trim())) {
        // Children between the tags are the `children` prop.
        noteMember(checker.getContextualType(node.openingElement.attributes), 'children', demo);
      }
      if (ts.isJsxAttributes(node)) {
        const contextual = checker.getContextualType(node);
        for (const attribute of node.properties)
          if (ts.isJsxAttribute(attribute)) noteMember(contextual, attribute.name.getText(), demo);
      } else if (ts.isObjectLiteralExpression(node)) {
        const contextual = checker.getContextualType(node);
        for (const property of node.properties)
          if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
            noteMember(contextual, property.name.text, demo);
      }
      ts.forEachChild(node, visit);
    };
    visit(program.getSourceFile(file)!);
  }
  return coverage;
}

describe('demos cover every option', () => {
  let coverage: Coverage;
  beforeAll(() => {
    coverage = measure();
  }, 180_000); // compiling every demo takes a while on a busy machine

  it('knows every option group', () => {
    for (const group of Object.keys(GROUPS))
      expect(
        [...coverage.options.keys()].some((name) => name.startsWith(`${group}.`)),
        group,
      ).toBe(true);
  });

  it('lists only existing options as exempt', () => {
    expect(Object.keys(EXEMPT).filter((name) => !coverage.options.has(name))).toEqual([]);
  });

  it('uses every public option in at least one demo', () => {
    const unused = [...coverage.options]
      .filter(([name, keys]) => !(name in EXEMPT) && ![...keys].some((key) => coverage.used.has(key)))
      .map(([name]) => name);
    const total = coverage.options.size - Object.keys(EXEMPT).length;
    console.log(`props-by-demo coverage: ${total - unused.length} of ${total}`);
    expect(unused).toEqual([]);
  });
});

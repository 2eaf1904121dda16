/** The components the API tables cover: each id names the props type it documents. */
import { createTypeReader, propsOf, type TypeReader } from '../../../engine/pipeline/types/reader.ts';
import type { ApiDefinition } from '../../../engine/core/api-types.ts';
import { ROOT } from '../../../engine/pipeline/paths.ts';

export interface ApiComponent {
  /** The type expression the props are read from, in terms of the entry's imports. */
  type: string;
  /** The library's own name for that type, shown to readers. */
  label: string;
}

/** Id (as in `<API id="Table"></API>` and `<!-- api: Table -->`) -> where its props come from. */
export const API_COMPONENTS: Record<string, ApiComponent> = {
  Table: { type: 'TableProps<any>', label: 'TableProps' },
  Column: { type: 'ColumnType<any>', label: 'ColumnType' },
  ColumnGroup: { type: 'ColumnGroupType<any>', label: 'ColumnGroupType' },
  Summary: { type: 'React.ComponentProps<typeof SummaryComponent>', label: 'SummaryProps' },
  SummaryRow: { type: 'React.ComponentProps<typeof SummaryComponent.Row>', label: 'FooterRowProps' },
  SummaryCell: { type: 'React.ComponentProps<typeof SummaryComponent.Cell>', label: 'SummaryCellProps' },
  VirtualTable: { type: 'VirtualTableProps<any>', label: 'VirtualTableProps' },
  Reference: { type: 'ReferenceType', label: 'Reference' },
};

/**
 * The entry module the reader compiles: one exported alias per id, named by the id. `from` is where the
 * package's entry and its `interface` module are (the installed package, or an older release's files).
 */
export function apiEntry(
  components: Record<string, ApiComponent> = API_COMPONENTS,
  from = { index: '@rc-component/table', interface: '@rc-component/table/es/interface' },
): string {
  return [
    `import type * as React from 'react';`,
    `import type { TableProps, VirtualTableProps, Summary as SummaryComponent, Reference as ReferenceType } from '${from.index}';`,
    `import type { ColumnType, ColumnGroupType } from '${from.interface}';`,
    ...Object.entries(components).map(([id, { type }]) => `export type ${id} = ${type};`),
  ].join('\n');
}

/** A reader over the installed @rc-component/table, resolved from the project root. */
export function createTableReader(root = ROOT): TypeReader {
  return createTypeReader({ root, entry: apiEntry() });
}

/** The generated API data for one id, or undefined for an id the site does not know. */
export function apiDefinition(reader: TypeReader, id: string): ApiDefinition | undefined {
  const component = Object.hasOwn(API_COMPONENTS, id) ? API_COMPONENTS[id] : undefined;
  const type = component && reader.typeOf(id);
  if (!component || !type) return undefined;
  return { id, source: component.label, props: propsOf(reader.checker, type) };
}

/** A component's props by API id, undefined for an unknown id. */
export type ApiTables = (id: string) => ApiDefinition | undefined;

let tableReader: TypeReader | undefined;
/** The API tables from the installed library's types; the compiler starts on the first call for one. */
export const installedApiTables: ApiTables = (id) => apiDefinition((tableReader ??= createTableReader()), id);

/**
 * One release's props, read from its type definitions: for every name the API tables list (dotted for members) and
 * every other member the same types declare at the top level or under a listed prop, its type as text and whether
 * it is marked `@deprecated`. `plugins/history/scripts/prop-history.ts` reads every release this way; the unit test reads the
 * installed package the same way and holds the committed history to it.
 */
import type ts from 'typescript';
import { API_COMPONENTS, apiEntry, type ApiComponent } from '../../api/pipeline/components.ts';
import {
  createTypeReader,
  membersOf,
  resolvePath,
  typeOfMember,
  type TypeReader,
} from '../../../engine/pipeline/types/reader.ts';
import { TABLE_TYPES } from './since.ts';
import { typescript } from '../../../engine/pipeline/types/typescript.ts';
import { normaliseType, type PropState, type Snapshot } from '../core/prop-history.ts';
import { ROOT } from '../../../engine/pipeline/paths.ts';

/**
 * The record type every generic props type is read with: a named placeholder, so that each release's types print
 * the same name wherever they use their own parameter (`RecordType`, `T`, `DataType`, ...).
 */
const PLACEHOLDER = 'RecordType';

/** The components with the placeholder in place of `any`. */
const components: Record<string, ApiComponent> = Object.fromEntries(
  Object.entries(API_COMPONENTS).map(([id, component]) => [
    id,
    { ...component, type: component.type.replace(/<any>/g, `<${PLACEHOLDER}>`) },
  ]),
);

/** The entry module: the API aliases over the package found at `from`, and the placeholder record type. */
export const historyEntry = (from: { index: string; interface: string }): string =>
  [
    apiEntry(components, from),
    // Empty: a path type over it (dataIndex's) has no keys to spell out.
    `export interface ${PLACEHOLDER} {}`,
    // Releases before 1.8.0 name React 18's ReactHTML (the HTML elements' names), which the installed React 19 types
    // no longer declare: without it those names would read as any key, a change made by the reading alone.
    `declare module 'react' { interface ReactHTML extends Pick<React.JSX.IntrinsicElements, keyof HTMLElementTagNameMap> {} }`,
  ].join('\n');

/** True when the alias is the library's own (declared outside React's and the other packages' types). */
const isLibraryAlias = (alias: ts.Symbol) =>
  (alias.declarations ?? []).some((decl) => {
    const file = decl.getSourceFile().fileName;
    return !file.includes('/node_modules/') || file.includes('/node_modules/@rc-component/table/');
  });

function typeText(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const { TypeFormatFlags } = typescript();
  const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const { isPropertySignature, isPropertyDeclaration } = typescript();
  // The written type keeps the aliases it names (ReactNode stays ReactNode inside a union); a member made by a
  // mapped type (Partial, Record) has none, and its computed type is used.
  const type =
    decl && (isPropertySignature(decl) || isPropertyDeclaration(decl)) && decl.type
      ? checker.getTypeFromTypeNode(decl.type)
      : typeOfMember(checker, symbol);
  const flags = TypeFormatFlags.NoTruncation | TypeFormatFlags.WriteArrowStyleSignature;
  // The library's own plain alias at the top (FixedType) is written out, so a change inside it shows as the prop's
  // change; React's (ReactNode) and generic ones (DataIndex<RecordType>, whose text would run to pages) keep
  // their name.
  const alias = type.aliasSymbol;
  const expand = alias && isLibraryAlias(alias) && !type.aliasTypeArguments?.length ? TypeFormatFlags.InTypeAlias : 0;
  return normaliseType(checker.typeToString(type, undefined, flags | expand));
}

const isDeprecated = (checker: ts.TypeChecker, symbol: ts.Symbol) =>
  symbol.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');

/** The first of the table's types that has the dotted name, and its symbol there. */
function find(reader: TypeReader, tableId: string, name: string): ts.Symbol | undefined {
  for (const id of TABLE_TYPES[tableId] ?? []) {
    const type = reader.typeOf(id);
    const symbol = type && resolvePath(reader.checker, type, name);
    if (symbol) return symbol;
  }
  return undefined;
}

/**
 * The names to read for one table: the listed ones, every top-level member of its types, and every member one level
 * under a listed name that has listed members of its own (`expandable.*`, `scroll.*`, `components.header.*`).
 */
function namesOf(reader: TypeReader, tableId: string, listed: string[]): string[] {
  const names = new Set(listed);
  const parents = new Set(listed.filter((name) => name.includes('.')).map((name) => name.replace(/\.[^.]+$/, '')));
  for (const id of TABLE_TYPES[tableId] ?? []) {
    const type = reader.typeOf(id);
    if (!type) continue;
    for (const symbol of reader.checker.getPropertiesOfType(reader.checker.getNonNullableType(type)))
      names.add(symbol.name);
    for (const parent of parents) {
      const symbol = resolvePath(reader.checker, type, parent);
      if (symbol)
        for (const member of membersOf(reader.checker, typeOfMember(reader.checker, symbol)).keys())
          names.add(`${parent}.${member}`);
    }
  }
  return [...names];
}

/**
 * The props of the types found from `root` (`from`: the package's entry and interface modules, relative to root or
 * package names). `listed`: table id -> the names its API table lists. `skip`: table id -> names read for another
 * table (VirtualTable takes every prop of Table; only its own are its history).
 */
export function readSnapshot(
  root: string,
  from: { index: string; interface: string },
  listed: Record<string, string[]>,
): Snapshot {
  const reader = createTypeReader({ root, entry: historyEntry(from) });
  const snapshot: Snapshot = {};
  for (const [tableId, names] of Object.entries(listed)) {
    const props: Record<string, PropState> = {};
    for (const name of namesOf(reader, tableId, names)) {
      const symbol = find(reader, tableId, name);
      if (symbol)
        props[name] = {
          type: typeText(reader.checker, symbol),
          ...(isDeprecated(reader.checker, symbol) ? { deprecated: true } : {}),
        };
    }
    snapshot[tableId] = props;
  }
  // VirtualTable's own props: what Table's types do not have.
  if (snapshot.VirtualTable && snapshot.Table)
    for (const name of Object.keys(snapshot.VirtualTable))
      if (name in snapshot.Table && !listed.VirtualTable?.includes(name)) delete snapshot.VirtualTable[name];
  return snapshot;
}

/** The installed package's props (the pinned release). */
export const readInstalled = (listed: Record<string, string[]>, root = ROOT) =>
  readSnapshot(root, { index: '@rc-component/table', interface: '@rc-component/table/es/interface' }, listed);

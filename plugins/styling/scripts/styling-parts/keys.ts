/**
 * The keys of `classNames` and `styles` as the installed library's types declare them, for `Table` and
 * `VirtualTable`, read with the TypeScript compiler: a key is a dotted path to a leaf (`section`, `header.cell`); a
 * leaf of `classNames` is a string, a leaf of `styles` a CSS properties object.
 */
import type ts from 'typescript';
import { createTypeReader } from '../../../../engine/pipeline/types/reader.ts';
import { typescript } from '../../../../engine/pipeline/types/typescript.ts';
import type { StylingKey } from '../../core/styling-parts.ts';
import { ROOT } from '../../../../engine/pipeline/paths.ts';

export interface TypedKeys {
  classNames: StylingKey[];
  styles: StylingKey[];
}

/** The keys, as the library that `@rc-component/table` resolves to from `root` declares them. */
export function readTypedKeys(root = ROOT): { Table: TypedKeys; VirtualTable: TypedKeys } {
  const reader = createTypeReader({
    root,
    entry: `import type { TableProps, VirtualTableProps } from '@rc-component/table';
export type TableClassNames = NonNullable<TableProps['classNames']>;
export type TableStyles = NonNullable<TableProps['styles']>;
export type VirtualClassNames = NonNullable<VirtualTableProps<object>['classNames']>;
export type VirtualStyles = NonNullable<VirtualTableProps<object>['styles']>;
`,
  });
  const { checker } = reader;
  const { TypeFlags } = typescript();
  const leaves = (type: ts.Type, isLeaf: (type: ts.Type) => boolean, prefix = ''): StylingKey[] =>
    checker.getPropertiesOfType(type).flatMap((symbol) => {
      const inner = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
      const key = `${prefix}${symbol.name}`;
      return isLeaf(inner) ? [key] : leaves(inner, isLeaf, `${key}.`);
    });
  const isString = (type: ts.Type) => (type.flags & TypeFlags.StringLike) !== 0;
  // A CSS properties object: React's CSSProperties, recognised by a property every such object has.
  const isStyle = (type: ts.Type) => checker.getPropertyOfType(type, 'backgroundColor') !== undefined;
  const read = (name: string, isLeaf: (type: ts.Type) => boolean) => {
    const type = reader.typeOf(name);
    if (!type) throw new Error(`The library's types have no ${name}`);
    return leaves(type, isLeaf).sort();
  };
  return {
    Table: { classNames: read('TableClassNames', isString), styles: read('TableStyles', isStyle) },
    VirtualTable: { classNames: read('VirtualClassNames', isString), styles: read('VirtualStyles', isStyle) },
  };
}

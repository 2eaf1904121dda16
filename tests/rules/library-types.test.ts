/** What the documentation says about the installed library's types, checked with the TypeScript compiler. */
import path from 'node:path';
import ts from 'typescript';
import { createLibraryProgram } from '../../engine/pipeline/types/reader.ts';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Compiles TSX snippets (by name) in one program against the installed packages; returns each one's error codes. */
function errorCodes(snippets: Record<string, string>): Record<string, number[]> {
  const files = new Map(
    Object.entries(snippets).map(([name, text]) => [path.join(ROOT, `__probe_${name}__.tsx`), text]),
  );
  const program = createLibraryProgram(files);
  return Object.fromEntries(
    [...files.keys()].map((file, i) => [
      Object.keys(snippets)[i],
      ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((diagnostic) => diagnostic.code),
    ]),
  );
}

const prelude = `import { VirtualTable, type Reference, type VirtualTableProps } from '@rc-component/table';
import { createRef, type ReactElement, type RefAttributes } from 'react';
const ref = createRef<Reference>();
const columns = [{ title: 'Name', dataIndex: 'name', width: 100 }];
const data = [{ key: 1, name: 'Ann' }];
const Virtual = VirtualTable as <T>(props: VirtualTableProps<T>) => ReactElement;
`;

describe('VirtualTable types', () => {
  let codes: Record<string, number[]>;
  beforeAll(() => {
    codes = errorCodes({
      withHeight: `${prelude}export const a = <VirtualTable columns={columns} data={data} scroll={{ x: 100, y: 400 }} listItemHeight={40} />;`,
      noScroll: `${prelude}export const b = <VirtualTable columns={columns} data={data} />;`,
      castWithHeight: `${prelude}export const c = <Virtual columns={columns} data={data} scroll={{ x: 100, y: 400 }} listItemHeight={40} />;`,
      castNoScroll: `${prelude}export const d = <Virtual columns={columns} data={data} />;`,
      withRef: `${prelude}export const e = <VirtualTable ref={ref} columns={columns} data={data} scroll={{ x: 100, y: 400 }} />;`,
      castWithRef: `${prelude}export const f = <Virtual ref={ref} columns={columns} data={data} scroll={{ x: 100, y: 400 }} />;`,
      castBothWithRef: `${prelude}const Both = VirtualTable as <T>(props: VirtualTableProps<T> & RefAttributes<Reference>) => ReactElement;
export const g = <Both ref={ref} columns={columns} data={data} scroll={{ x: 100, y: 400 }} listItemHeight={40} />;`,
    });
  }, 120_000); // compiling takes a while on a busy machine

  it('the exported component rejects listItemHeight (TS2322), and does not require scroll', () => {
    expect(codes.withHeight).toEqual([2322]);
    expect(codes.noScroll).toEqual([]);
  });

  it('cast to VirtualTableProps, it takes listItemHeight and requires scroll (TS2741)', () => {
    expect(codes.castWithHeight).toEqual([]);
    expect(codes.castNoScroll).toEqual([2741]);
  });

  it('the exported component takes a ref; cast to VirtualTableProps alone it rejects one (TS2322), cast to both it takes it', () => {
    expect(codes.withRef).toEqual([]);
    expect(codes.castWithRef).toEqual([2322]);
    expect(codes.castBothWithRef).toEqual([]);
  });
});

/** Reads prop types from .d.ts files with the TypeScript compiler API: the facts behind the API tables. */
import path from 'node:path';
import type ts from 'typescript';
import { typescript } from './typescript.ts';
import type { ApiProp } from '../../core/api-types.ts';
import { siteCompilerOptions } from '../../core/compiler-options.ts';

export interface TypeReader {
  checker: ts.TypeChecker;
  /** The type exported under `name` by the entry module, if there is one. */
  typeOf(name: string): ts.Type | undefined;
}

export interface TypeReaderOptions {
  /** Directory the entry module sits in: imports in it resolve from here (node_modules included). */
  root: string;
  /** Source of the entry module: `export type X = ...` lines naming the types to read. */
  entry: string;
  /** Extra in-memory files, by path relative to root (tests use these for made-up declarations). */
  files?: Record<string, string>;
}

const ENTRY_NAME = '__api_entry__.ts';

/** The site's compiler options (engine/core/compiler-options.ts), with the compiler loaded here. */
export const libraryCompilerOptions = (): ts.CompilerOptions => siteCompilerOptions(typescript());

/**
 * One program with libraryCompilerOptions() over in-memory files (absolute path -> text) and the installed
 * packages. `roots` are the files it starts from: the in-memory ones unless said.
 */
export function createLibraryProgram(files: Map<string, string>, roots = [...files.keys()]): ts.Program {
  const ts = typescript();
  const options = libraryCompilerOptions();
  const virtual = new Map([...files].map(([name, text]) => [path.resolve(name), text]));
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => virtual.has(path.resolve(file)) || fileExists.call(host, file);
  host.readFile = (file) => virtual.get(path.resolve(file)) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = virtual.get(path.resolve(file));
    return text === undefined
      ? getSourceFile.call(host, file, language, ...rest)
      : ts.createSourceFile(file, text, language, true);
  };
  return ts.createProgram(roots, options, host);
}

export function createTypeReader({ root, entry, files = {} }: TypeReaderOptions): TypeReader {
  const virtual = new Map(
    Object.entries({ ...files, [ENTRY_NAME]: entry }).map(([name, text]) => [path.resolve(root, name), text]),
  );
  const entryFile = path.resolve(root, ENTRY_NAME);
  const program = createLibraryProgram(virtual, [entryFile]);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const exports = new Map(
    (moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []).map((symbol) => [symbol.name, symbol]),
  );
  return {
    checker,
    typeOf(name) {
      const symbol = exports.get(name);
      return symbol && checker.getDeclaredTypeOfSymbol(symbol);
    },
  };
}

/** The type of a property, without the `undefined` an optional one carries. */
export function typeOfMember(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Type {
  return checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
}

/**
 * The members one level below a prop of this type, as dotted names in the docs use them:
 * the properties of its object parts (`sticky: boolean | TableSticky` -> offsetHeader, ...),
 * or, for a plain function, the properties of its first argument (`scrollTo(config)` -> index, key, ...).
 * Primitives and functions inside a union add nothing.
 */
export function membersOf(checker: ts.TypeChecker, type: ts.Type): Map<string, ts.Symbol> {
  const members = new Map<string, ts.Symbol>();
  const whole = checker.getNonNullableType(type);
  const parts = whole.isUnion() ? whole.types : [whole];
  const { TypeFlags } = typescript();
  const objects = parts.filter(
    (part) => part.flags & (TypeFlags.Object | TypeFlags.Intersection) && part.getCallSignatures().length === 0,
  );
  if (!objects.length && !whole.isUnion()) {
    const argument = whole.getCallSignatures()[0]?.parameters[0];
    return argument ? membersOf(checker, checker.getTypeOfSymbol(argument)) : members;
  }
  for (const part of objects) {
    for (const symbol of checker.getPropertiesOfType(part))
      if (!members.has(symbol.name)) members.set(symbol.name, symbol);
  }
  return members;
}

/** The symbol a dotted prop name such as `expandable.expandedRowRender` stands for, or undefined. */
export function resolvePath(checker: ts.TypeChecker, type: ts.Type, dotted: string): ts.Symbol | undefined {
  let current: ts.Type = type;
  let symbol: ts.Symbol | undefined;
  for (const name of dotted.split('.')) {
    symbol = membersOf(checker, current).get(name);
    if (!symbol) return undefined;
    current = typeOfMember(checker, symbol);
  }
  return symbol;
}

/** True when the symbol is declared directly in the interface or type alias of that name. */
export function isDeclaredIn(symbol: ts.Symbol, owner: string): boolean {
  return (symbol.declarations ?? []).some((decl) => {
    let parent: ts.Node = decl.parent;
    if (typescript().isTypeLiteralNode(parent)) parent = parent.parent;
    return (
      (typescript().isInterfaceDeclaration(parent) || typescript().isTypeAliasDeclaration(parent)) &&
      parent.name.text === owner
    );
  });
}

function typeText(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
  let text: string;
  if (decl && (typescript().isPropertySignature(decl) || typescript().isPropertyDeclaration(decl)) && decl.type) {
    text = decl.type.getText();
  } else {
    // Members made by mapped types (Partial, Record, ...) have no written type of their own.
    text = checker.typeToString(checker.getTypeOfSymbol(symbol), decl, typescript().TypeFormatFlags.NoTruncation);
  }
  text = text.replace(/\s+/g, ' ').replace(/;? \}/g, ' }');
  return symbol.flags & typescript().SymbolFlags.Optional ? text.replace(/ \| undefined$/, '') : text;
}

/** One row per prop of the type: what the generated API table shows. */
export function propsOf(checker: ts.TypeChecker, type: ts.Type): ApiProp[] {
  return checker.getPropertiesOfType(checker.getNonNullableType(type)).map((symbol) => {
    const description = typescript().displayPartsToString(symbol.getDocumentationComment(checker)).trim();
    const tags = symbol.getJsDocTags(checker);
    const deprecated = tags.find((tag) => tag.name === 'deprecated');
    const prop: ApiProp = {
      name: symbol.name,
      type: typeText(checker, symbol),
      optional: Boolean(symbol.flags & typescript().SymbolFlags.Optional),
    };
    if (description) prop.description = description;
    if (deprecated) prop.deprecated = typescript().displayPartsToString(deprecated.text).trim();
    if (tags.some((tag) => tag.name === 'private')) prop.internal = true;
    return prop;
  });
}

/**
 * The TypeScript type of each name in a code sample, as an editor shows it on hover (the compiler's quick info),
 * computed against the installed library. One language service serves the process; the samples asked for together
 * are compiled as one program (one type checker: the library's and React's types are resolved once for all of
 * them). Results are kept by the sample's text. A sample with a compile error gets no types.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type ts from 'typescript';
import { readCache, writeCache } from './disk-cache.ts';
import { DOCS_DIR, ROOT } from '../paths.ts';
import siteConfig from '../../../site.config.ts';

export interface TypeHint {
  /** Offsets of the name in the sample. */
  start: number;
  end: number;
  /** Quick info, e.g. `const columns: ColumnsType<RecordType>`. */
  text: string;
}

export interface CodeSample {
  code: string;
  lang: 'ts' | 'tsx';
  /** The sample's own file, when it has one: its relative imports resolve from there. */
  file?: string;
}

interface Service {
  ts: typeof ts;
  service: ts.LanguageService;
  /** The samples being compiled: file name -> text. */
  current: Map<string, string>;
  /** Begins a new program: the samples in `current`, other files as they are on disk now. */
  renew: () => void;
}

interface TypesCache {
  service?: Promise<Service>;
  results: Map<string, TypeHint[] | undefined>;
  /** Whether this process has read the results kept on disk. */
  loaded?: boolean;
}

const CACHE_KEY = Symbol.for('docs-engine:code-types');
const cache: TypesCache = ((globalThis as Record<symbol, TypesCache>)[CACHE_KEY] ??= { results: new Map() });

const hash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 12);

/** A sample without a file of its own is a module in docs/, named by its text. */
const fileOf = (sample: CodeSample) =>
  sample.file
    ? path.resolve(ROOT, sample.file)
    : path.join(ROOT, 'docs', `__sample_${hash(sample.code)}.${sample.lang}`);

async function createService(): Promise<Service> {
  const { default: typescript } = await import('typescript');
  const { libraryCompilerOptions } = await import('../types/reader.ts');
  const options = libraryCompilerOptions();
  const current = new Map<string, string>();
  const sys = typescript.sys;
  // Versions are read once per program: the service asks for every file's on each question.
  let project = 0;
  const versions = new Map<string, string>();
  const modified = (file: string) => String(fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
  const versionOf = (file: string) => {
    if (!versions.has(file)) versions.set(file, current.has(file) ? hash(current.get(file)!) : modified(file));
    return versions.get(file)!;
  };
  const read = (file: string) => current.get(file) ?? sys.readFile(file);
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...current.keys()],
    getProjectVersion: () => String(project),
    getScriptVersion: versionOf,
    getScriptSnapshot: (file) => {
      const text = read(file);
      return text === undefined ? undefined : typescript.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => ROOT,
    getDefaultLibFileName: (settings) => typescript.getDefaultLibFilePath(settings),
    fileExists: (file) => current.has(file) || sys.fileExists(file),
    readFile: read,
    directoryExists: sys.directoryExists,
    getDirectories: sys.getDirectories,
    realpath: sys.realpath,
  };
  const renew = () => {
    project += 1;
    versions.clear();
  };
  return { ts: typescript, service: typescript.createLanguageService(host), current, renew };
}

function typesIn({ ts: typescript, service }: Service, file: string): TypeHint[] | undefined {
  if (service.getSyntacticDiagnostics(file).length || service.getSemanticDiagnostics(file).length) return undefined;
  const source = service.getProgram()?.getSourceFile(file);
  if (!source) return undefined;
  const hints: TypeHint[] = [];
  const visit = (node: ts.Node) => {
    if (typescript.isIdentifier(node)) {
      const start = node.getStart(source);
      const info = service.getQuickInfoAtPosition(file, start);
      const text = info && typescript.displayPartsToString(info.displayParts);
      if (text) hints.push({ start, end: node.end, text });
    }
    typescript.forEachChild(node, visit);
  };
  visit(source);
  return hints;
}

/**
 * Results kept on disk between processes (a second build, a new dev server). They hold while everything a type can
 * come from is the same: the compiler, the library and React's types, this reader and its options, and the example
 * files samples import; a change to any of them starts afresh.
 */
const CODE_TYPES = 'code-types.json';

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

function worldKey(): string {
  const versions = ['typescript', siteConfig.packageName, '@types/react'].map(
    (name) =>
      fs
        .readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')
        .match(/"version":\s*"([^"]+)"/)?.[1],
  );
  const sources = [
    path.join(ROOT, 'engine/pipeline/content/code-types.ts'),
    path.join(ROOT, 'engine/pipeline/types/reader.ts'),
    ...filesUnder(path.join(DOCS_DIR, 'examples')),
  ].map((file) => `${path.relative(ROOT, file)}\0${fs.readFileSync(file, 'utf8')}`);
  return hash([...versions, ...sources].join('\0'));
}

type DiskCache = { world: string; results: [string, TypeHint[] | null][] };

function readDiskCache(world: string): void {
  const stored = readCache<DiskCache>(CODE_TYPES);
  if (stored?.world !== world) return;
  for (const [key, hints] of stored.results) if (!cache.results.has(key)) cache.results.set(key, hints ?? undefined);
}

const writeDiskCache = (world: string) =>
  writeCache(CODE_TYPES, { world, results: [...cache.results].map(([key, hints]) => [key, hints ?? null]) });

/** The types of the names in each sample; undefined for a sample that does not compile. */
export async function codeTypes(samples: CodeSample[]): Promise<(TypeHint[] | undefined)[]> {
  const keyOf = (sample: CodeSample) => `${path.relative(ROOT, fileOf(sample))}\0${sample.code}`;
  // The disk is read once per process and written after new results: only then is the world key made.
  if (!cache.loaded) {
    cache.loaded = true;
    readDiskCache(worldKey());
  }
  const missing = samples.filter((sample) => !cache.results.has(keyOf(sample)));
  if (missing.length) {
    cache.service ??= createService();
    const service = await cache.service;
    // Another call may have compiled some while this one waited.
    const todo = missing.filter((sample) => !cache.results.has(keyOf(sample)));
    service.current.clear();
    for (const sample of todo) service.current.set(fileOf(sample), sample.code);
    service.renew();
    for (const sample of todo) cache.results.set(keyOf(sample), typesIn(service, fileOf(sample)));
    writeDiskCache(worldKey());
  }
  return samples.map((sample) => cache.results.get(keyOf(sample)));
}

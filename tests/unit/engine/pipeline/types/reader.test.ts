/** The API table generator: prop rows read from .d.ts files by plugins/api. */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_COMPONENTS, apiDefinition, createTableReader } from '../../../../../plugins/api/pipeline/components';
import {
  createTypeReader,
  isDeclaredIn,
  membersOf,
  propsOf,
  resolvePath,
  typeOfMember,
  type TypeReader,
} from '../../../../../engine/pipeline/types/reader';
import { apiState } from '../../../../../engine/app/site/api-state';
import { indexModule } from '../../../../../plugins/api/pipeline/vite-plugin';

const ROOT = import.meta.dirname;

// Made-up declarations, so the rows below depend on nothing but this text.
const DEMO = `
export interface Base {
  /** Shown above the list. */
  title?: string;
}
export interface DemoProps extends Base {
  /** How many items, at most. */
  limit: number;
  /** @deprecated Use \`limit\` instead */
  max?: number;
  /** @private Not for you. */
  secret?: boolean;
  layout?: {
    x?: number | true;
    y?: number;
  };
  mode?: boolean | { gap?: number };
  jump?: (config: { to?: number; smooth?: boolean }) => void;
  label?: string | (() => string);
}
`;

// Compiling takes a few seconds on a busy machine, so it happens once, in a hook with room for it.
const COMPILE_TIMEOUT = 60_000;
let demo: TypeReader;
beforeAll(() => {
  demo = createTypeReader({
    root: ROOT,
    files: { 'demo.d.ts': DEMO },
    entry: `import type { DemoProps } from './demo';\nexport type Demo = DemoProps;`,
  });
}, COMPILE_TIMEOUT);
const demoReader = () => demo;

describe('propsOf', () => {
  it('gives name, written type, optional flag, JSDoc text and tags, inherited props included', () => {
    const reader = demoReader();
    const props = propsOf(reader.checker, reader.typeOf('Demo')!);
    expect(props.map((prop) => prop.name)).toEqual([
      'limit',
      'max',
      'secret',
      'layout',
      'mode',
      'jump',
      'label',
      'title',
    ]);
    expect(props[0]).toEqual({
      name: 'limit',
      type: 'number',
      optional: false,
      description: 'How many items, at most.',
    });
    expect(props[1]).toEqual({ name: 'max', type: 'number', optional: true, deprecated: 'Use `limit` instead' });
    expect(props[2]).toMatchObject({ name: 'secret', internal: true });
    expect(props[3].type).toBe('{ x?: number | true; y?: number }');
    expect(props[7]).toEqual({ name: 'title', type: 'string', optional: true, description: 'Shown above the list.' });
  });

  it('reads nothing for a name the entry does not export', () => {
    expect(demoReader().typeOf('Nope')).toBeUndefined();
  });
});

describe('dotted names', () => {
  it('resolves members of object props, object parts of unions, and a function prop’s argument', () => {
    const { checker, typeOf } = demoReader();
    const demo = typeOf('Demo')!;
    for (const name of ['layout.x', 'layout.y', 'mode.gap', 'jump.to', 'jump.smooth'])
      expect(resolvePath(checker, demo, name), name).toBeDefined();
    for (const name of ['layout.z', 'label.length', 'limit.toFixed', 'nope', 'title.x'])
      expect(resolvePath(checker, demo, name), name).toBeUndefined();
    const jump = resolvePath(checker, demo, 'jump')!;
    expect([...membersOf(checker, typeOfMember(checker, jump)).keys()]).toEqual(['to', 'smooth']);
  });

  it('knows where a prop is declared', () => {
    const { checker, typeOf } = demoReader();
    const props = checker.getPropertiesOfType(typeOf('Demo')!);
    expect(props.filter((symbol) => isDeclaredIn(symbol, 'DemoProps')).map((symbol) => symbol.name)).not.toContain(
      'title',
    );
    expect(props.filter((symbol) => isDeclaredIn(symbol, 'Base')).map((symbol) => symbol.name)).toEqual(['title']);
  });
});

describe('the installed @rc-component/table', () => {
  let reader: TypeReader;
  beforeAll(() => {
    reader = createTableReader();
  }, COMPILE_TIMEOUT);

  it('has a definition for every supported id', () => {
    for (const id of ['Table', 'Column', 'Summary', 'SummaryRow', 'SummaryCell', 'VirtualTable']) {
      const definition = apiDefinition(reader, id);
      expect(definition?.props.length, id).toBeGreaterThan(0);
      expect(definition?.source).toBe(API_COMPONENTS[id].label);
    }
    expect(apiDefinition(reader, 'Nope')).toBeUndefined();
    expect(apiDefinition(reader, 'toString')).toBeUndefined();
  });

  it('reads the props as the .d.ts declares them', () => {
    const table = apiDefinition(reader, 'Table')!;
    expect(table.props.find((prop) => prop.name === 'expandable')).toEqual({
      name: 'expandable',
      type: 'ExpandableConfig<RecordType>',
      optional: true,
      description: 'Config expand rows',
    });
    expect(table.props.find((prop) => prop.name === 'internalHooks')?.internal).toBe(true);
    const cell = apiDefinition(reader, 'SummaryCell')!;
    expect(cell.props.find((prop) => prop.name === 'index')).toMatchObject({ type: 'number', optional: false });
    expect(cell.props.map((prop) => prop.name)).toContain('children');
  });
});

describe('the virtual index module', () => {
  it('has one lazy loader per id', () => {
    expect(indexModule(['Table', 'Column'])).toBe(
      `export const apis = {\n  "Table": () => import("virtual:api/Table"),\n  "Column": () => import("virtual:api/Column"),\n};`,
    );
    expect(indexModule([])).toBe('export const apis = {\n\n};');
  });
});

describe('apiState', () => {
  it('shows the disabled notice first, then not-found, then loading until the data is there', () => {
    expect(apiState({ enabled: false, known: true, loaded: true })).toBe('disabled');
    expect(apiState({ enabled: true, known: false, loaded: false })).toBe('notFound');
    expect(apiState({ enabled: true, known: true, loaded: false })).toBe('loading');
    expect(apiState({ enabled: true, known: true, loaded: true })).toBe('ready');
  });
});

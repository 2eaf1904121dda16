import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CompileError,
  compileModule,
  joinPath,
  requiredSpecifiers,
  resolveLocal,
} from '../../../../../engine/app/live/compile';
import { LIVE_MODULES } from '../../../../../engine/core/live-modules';
import { allowedPackages, asCommonJs, packageOf } from '../../../../../engine/app/live/modules';
import { runDemo } from '../../../../../engine/app/live/runtime';
import { ROOT } from '../../../../support/source-files';

describe('compile', () => {
  it('turns TSX into CommonJS with the automatic JSX runtime and no types', () => {
    const out = compileModule(
      `import Table from '@rc-component/table';\nconst n: number = 1;\nexport default () => <Table data={[]} />;`,
      'a.tsx',
    );
    expect(out).toContain(`require('@rc-component/table')`);
    expect(out).toContain('require("react/jsx-runtime")');
    expect(out).not.toContain(': number');
    expect(out).toMatch(/exports\.\s*default\s*=/);
    expect(requiredSpecifiers(out)).toEqual(['react/jsx-runtime', '@rc-component/table']);
  });

  it('reports a syntax error with the file, line and column', () => {
    expect(() => compileModule('const a = <div>;\n', 'demo.tsx')).toThrow(CompileError);
    expect(() => compileModule('const a = <div>;\n', 'demo.tsx')).toThrow(/demo\.tsx: Unexpected token \(1:\d+\)/);
  });

  it('resolves a demo’s local files like a bundler', () => {
    const names = ['simple.tsx', 'data/people.ts', 'caption.css', 'data/index.ts'];
    expect(joinPath('data/people.ts', '../x')).toBe('x');
    expect(resolveLocal('simple.tsx', './data/people', names)).toBe('data/people.ts');
    expect(resolveLocal('simple.tsx', './caption.css', names)).toBe('caption.css');
    expect(resolveLocal('simple.tsx', './data', names)).toBe('data/index.ts');
    expect(resolveLocal('data/people.ts', '../simple', names)).toBe('simple.tsx');
    expect(resolveLocal('simple.tsx', './missing', names)).toBeUndefined();
  });
});

describe('modules', () => {
  it('names a package from a specifier', () => {
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('@rc-component/table/lib/x')).toBe('@rc-component/table');
  });

  it('allows React, the table library, the demo’s dependencies and its own imports', () => {
    const allowed = allowedPackages(['react-dnd'], { 'react-window': '2.5.3' }, '@rc-component/table');
    expect([...allowed].sort()).toEqual(['@rc-component/table', 'react', 'react-dnd', 'react-dom', 'react-window']);
  });

  it('gives CommonJS code named exports, a default and __esModule', () => {
    const cjs = asCommonJs({ default: { useState: 1, createElement: 2 } });
    expect(cjs).toMatchObject({ useState: 1, createElement: 2, __esModule: true });
    const esm = asCommonJs({ default: 'Table', VirtualTable: 'V' });
    expect(esm).toMatchObject({ default: 'Table', VirtualTable: 'V', __esModule: true });
  });

  it('has a loader for every package the demos import, and only for packages the site depends on', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const specifier of LIVE_MODULES)
      expect(Object.keys(manifest.dependencies), specifier).toContain(packageOf(specifier));
    const dir = path.join(ROOT, 'docs/examples');
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    for (const file of files) {
      const code = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const specifier of requiredSpecifiers(compileModule(code, file))) {
        if (!specifier.startsWith('.')) expect(LIVE_MODULES, `${file} imports ${specifier}`).toContain(specifier);
      }
    }
  });
});

describe('runDemo', () => {
  const react = { createElement: () => null, useState: (v: unknown) => [v, () => {}] };
  const loaders = {
    react: async () => ({ default: react }),
    'react/jsx-runtime': async () => ({ jsx: () => 'element', jsxs: () => 'element' }),
    '@rc-component/table': async () => ({ default: function Table() {}, VirtualTable() {} }),
    'react-dnd': async () => ({ useDrag() {} }),
  };
  const allowed = allowedPackages([], {}, '@rc-component/table');
  const run = (files: Record<string, string>, entry = 'demo.tsx') =>
    runDemo({ entry, files, allowed, styleScope: 't', loaders });

  it('runs the entry with its local files and allowed packages', async () => {
    const Demo = await run({
      'demo.tsx': `import Table from '@rc-component/table';\nimport { useState } from 'react';\nimport { rows } from './data/rows';\nexport default function Demo() { const [r] = useState(rows); return <Table data={r} />; }\nexport const seen = [typeof Table, rows.length];`,
      'data/rows.ts': `export const rows: number[] = [1, 2, 3];`,
    });
    expect(typeof Demo).toBe('function');
    expect((Demo as () => unknown)()).toBe('element');
  });

  it('refuses an unknown module, and a known one the demo has no right to', async () => {
    await expect(run({ 'demo.tsx': `import x from 'left-pad';\nexport default () => x;` })).rejects.toThrow(
      'Cannot find module: left-pad',
    );
    await expect(
      run({ 'demo.tsx': `import { useDrag } from 'react-dnd';\nexport default () => useDrag;` }),
    ).rejects.toThrow('Cannot find module: react-dnd');
    await expect(run({ 'demo.tsx': `import { a } from './nope';\nexport default () => a;` })).rejects.toThrow(
      'Cannot find module: ./nope',
    );
  });

  it('lets a demo import a package in its own context', async () => {
    const Demo = await runDemo({
      entry: 'demo.tsx',
      files: {
        'demo.tsx': `import { useDrag } from 'react-dnd';\nexport default function D() { return typeof useDrag; }`,
      },
      allowed: allowedPackages(['react-dnd'], {}, '@rc-component/table'),
      styleScope: 't',
      loaders,
    });
    expect((Demo as () => unknown)()).toBe('function');
  });

  it('accepts the stylesheet of an allowed package as an app imports it, and not of another package', async () => {
    const Demo = await run({
      'demo.tsx': `import '@rc-component/table/assets/index.css';\nexport default function D() { return 'drawn'; }`,
    });
    expect((Demo as () => unknown)()).toBe('drawn');
    await expect(
      run({ 'demo.tsx': `import 'react-dnd/dist/styles.css';\nexport default () => null;` }),
    ).rejects.toThrow('Cannot find module: react-dnd/dist/styles.css');
    await expect(
      run({ 'demo.tsx': `import '@rc-component/table/assets/index.js';\nexport default () => null;` }),
    ).rejects.toThrow('Cannot find module: @rc-component/table/assets/index.js');
  });

  it('needs a default export to render', async () => {
    await expect(run({ 'demo.tsx': `export const x = 1;` })).rejects.toThrow(/no default export/);
  });

  it('fails on a syntax error in a local file before running anything', async () => {
    await expect(
      run({ 'demo.tsx': `import { a } from './b';\nexport default () => a;`, 'b.ts': `export const a = ;` }),
    ).rejects.toThrow(/b\.ts: Unexpected token/);
  });
});

describe('unused imports', () => {
  it('keeps them, so an unavailable one is reported even before it is used', async () => {
    const out = compileModule(
      `import pad from 'left-pad';\nimport type { X } from './types';\nexport default () => null;`,
      'a.tsx',
    );
    expect(requiredSpecifiers(out)).toContain('left-pad');
    expect(requiredSpecifiers(out)).not.toContain('./types');
  });
});

describe('modules: CommonJS shape', () => {
  it('lifts the properties of an object or function default, never of a string or null one', () => {
    const fn = Object.assign(() => 'x', { helper: 'h' });
    expect(asCommonJs({ default: fn }).helper).toBe('h');
    expect(asCommonJs({ default: 'Table', VirtualTable: 'V' })).toEqual({
      default: 'Table',
      VirtualTable: 'V',
      __esModule: true,
    });
    expect(asCommonJs({ default: null, a: 1 })).toEqual({ default: null, a: 1, __esModule: true });
    expect(asCommonJs(undefined)).toEqual({ __esModule: true });
  });

  it('keeps the namespace’s own exports over lifted ones of the same name', () => {
    expect(asCommonJs({ default: { a: 'lifted', b: 'b' }, a: 'own' })).toMatchObject({ a: 'own', b: 'b' });
  });

  it('names a package from a bare or scoped specifier without a path', () => {
    expect(packageOf('react')).toBe('react');
    expect(packageOf('@scope/pkg')).toBe('@scope/pkg');
    expect(allowedPackages([], {}, '@rc-component/table')).toEqual(
      new Set(['react', 'react-dom', '@rc-component/table']),
    );
  });
});

/** The declaration files shipped for the live editor's type checker, and the packages live code may import. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../../engine/pipeline/paths';
import { LIVE_MODULES, liveModulesSource } from '../../../../../engine/core/live-modules';
import { collectEditorTypes } from '../../../../../engine/pipeline/live/editor-types';

describe('editor types', () => {
  it('name the same packages the live runtime can load: React’s and the ones the site names', () => {
    const loaders = [...liveModulesSource(LIVE_MODULES).matchAll(/"([^"]+)": \(\) => import\("\1"\)/g)].map(
      (m) => m[1],
    );
    expect(loaders).toEqual([...LIVE_MODULES]);
    expect(LIVE_MODULES).toEqual(
      expect.arrayContaining(['react', 'react/jsx-runtime', 'react-dom', '@rc-component/table']),
    );
  });

  it('hold the standard library, React’s and the table’s declarations and the package.json files resolution reads', () => {
    const files = collectEditorTypes();
    const names = Object.keys(files);
    expect(names).toContain('/node_modules/typescript/lib/lib.es5.d.ts');
    expect(names).toContain('/node_modules/typescript/lib/lib.dom.d.ts');
    expect(names).toContain('/node_modules/@types/react/index.d.ts');
    expect(names).toContain('/node_modules/@rc-component/table/package.json');
    expect(names.some((name) => /^\/node_modules\/@rc-component\/table\/.+\.d\.ts$/.test(name))).toBe(true);
    expect(files['/node_modules/@rc-component/table/package.json']).toContain('"name": "@rc-component/table"');
    // Nothing outside the project, and no source code: declarations and package manifests only.
    expect(names.every((name) => name.startsWith('/node_modules/'))).toBe(true);
    expect(names.filter((name) => !/\.d\.(m|c)?ts$|package\.json$/.test(name))).toEqual([]);
  }, 120_000);

  it('are the same when node_modules/ is a link to a shared install', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-types-'));
    try {
      fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
      expect(Object.keys(collectEditorTypes(copy, ['@rc-component/table'])).sort()).toEqual(
        Object.keys(collectEditorTypes(ROOT, ['@rc-component/table'])).sort(),
      );
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);
});

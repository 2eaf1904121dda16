import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { playgroundPath } from '../../../../engine/core/demo-paths';
import {
  changedFiles,
  codeHash,
  MAX_CODE_CHARS,
  playgroundHref,
  readCodeHash,
} from '../../../../engine/app/live/playground-url';
import { isSiteCode } from '../../../../engine/app/live/playground-trust';
import {
  CODESANDBOX_DEFINE,
  codesandboxForm,
  sandboxDependencies,
  sandboxFiles,
  stackblitzForm,
  type SandboxDemo,
} from '../../../../engine/core/sandbox';

const demo: SandboxDemo = {
  id: 'simple',
  title: 'Simple',
  description: 'The smallest table',
  entry: 'simple.tsx',
  files: [
    {
      name: 'simple.tsx',
      code: "import Table from '@rc-component/table';\nimport { rows } from './data/rows';\nexport default () => <Table data={rows} />;\n",
    },
    { name: 'data/rows.ts', code: 'export const rows = [];\n' },
  ],
  dependencies: { react: '19.3.1', '@rc-component/table': '1.12.0', 'react-dom': '19.3.1' },
  stylesheet: '.rc-table { color: red; }',
  stylesheetName: 'rc-table.css',
  tools: { vite: '8.3.8', typescript: '5.9.3' },
};

describe('sandbox payload', () => {
  it('has the demo’s files, an entry that renders it, the stylesheet and exact versions', () => {
    const files = sandboxFiles(demo);
    expect(Object.keys(files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/data/rows.ts',
      'src/main.tsx',
      'src/rc-table.css',
      'src/simple.tsx',
      'tsconfig.json',
    ]);
    expect(files['src/simple.tsx']).toBe(demo.files[0].code);
    expect(files['src/main.tsx']).toContain("import Demo from './simple';");
    expect(files['src/main.tsx']).toContain("import './rc-table.css';");
    expect(files['src/rc-table.css']).toContain('.rc-table { color: red; }');
    expect(files['index.html']).toContain('src="/src/main.tsx"');
    const manifest = JSON.parse(files['package.json']);
    expect(manifest.dependencies).toEqual({ '@rc-component/table': '1.12.0', react: '19.3.1', 'react-dom': '19.3.1' });
    expect(manifest.devDependencies).toEqual({ typescript: '5.9.3', vite: '8.3.8' });
    expect(JSON.parse(files['tsconfig.json']).compilerOptions.jsx).toBe('react-jsx');
  });

  it('never overwrites a demo file with its own', () => {
    const files = sandboxFiles({ ...demo, files: [...demo.files, { name: 'main.tsx', code: 'mine' }] });
    expect(files['src/main.tsx']).toBe('mine');
    expect(files['src/main-2.tsx']).toContain("import Demo from './simple';");
    expect(files['index.html']).toContain('/src/main-2.tsx');
  });

  it('posts CodeSandbox its documented LZ-string parameters', () => {
    const form = codesandboxForm(demo);
    expect(form.action).toBe(CODESANDBOX_DEFINE);
    const parameters = Object.fromEntries(form.fields).parameters;
    expect(parameters).not.toMatch(/[+/=]/);
    // CodeSandbox's encoding: LZ-string base64 with - and _ for + and /, padding dropped.
    const decoded = JSON.parse(LZString.decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/')));
    expect(decoded.files['src/simple.tsx']).toEqual({ content: demo.files[0].code, isBinary: false });
    expect(JSON.parse(decoded.files['package.json'].content).dependencies['@rc-component/table']).toBe('1.12.0');
  });

  it('posts StackBlitz a node project with its files and dependencies', () => {
    const form = stackblitzForm(demo);
    expect(form.action).toBe('https://stackblitz.com/run?file=src%2Fsimple.tsx');
    const fields = Object.fromEntries(form.fields);
    expect(fields['project[template]']).toBe('node');
    expect(fields['project[title]']).toBe('Simple');
    expect(JSON.parse(fields['project[dependencies]'])).toEqual(demo.dependencies);
    expect(fields['project[files][src/data/rows.ts]']).toBe(demo.files[1].code);
    expect(JSON.parse(fields['project[files][package.json]']).dependencies.react).toBe('19.3.1');
  });
});

describe('playground address', () => {
  it('carries the files compressed in the hash, and reads them back', () => {
    const files = { 'simple.tsx': "const a = 'Ä & #';\n" };
    const href = playgroundHref('simple', 'zh-CN', files);
    expect(href.startsWith('/zh-CN/~playground?demo=simple#code=')).toBe(true);
    expect(readCodeHash(new URL(href, 'http://x').hash)).toEqual({ kind: 'files', files });
  });

  it('tells a missing hash from a broken or oversized one', () => {
    const encode = (value: unknown) => `#code=${LZString.compressToEncodedURIComponent(JSON.stringify(value))}`;
    expect(readCodeHash('')).toEqual({ kind: 'none' });
    expect(readCodeHash('#other=1')).toEqual({ kind: 'none' });
    expect(readCodeHash('#code=%%%')).toEqual({ kind: 'unreadable' });
    expect(readCodeHash('#code=N4Ig')).toEqual({ kind: 'unreadable' });
    expect(readCodeHash(encode(['a']))).toEqual({ kind: 'unreadable' });
    expect(readCodeHash(encode({ 'a.tsx': 1 }))).toEqual({ kind: 'unreadable' });
    expect(readCodeHash(encode({}))).toEqual({ kind: 'unreadable' });
    expect(readCodeHash(`#code=${'A'.repeat(MAX_CODE_CHARS + 1)}`)).toEqual({ kind: 'too-large' });
    // Small when compressed, too much once decompressed.
    const big = encode({ 'a.tsx': 'x'.repeat(200_000) });
    expect(big.length).toBeLessThan(MAX_CODE_CHARS);
    expect(readCodeHash(big)).toEqual({ kind: 'too-large' });
  });

  it("knows code that is only the site's own", () => {
    const originals = { 'a.tsx': 'a', 'b.ts': 'b' };
    expect(isSiteCode({ 'a.tsx': 'a' }, originals)).toBe(true);
    expect(isSiteCode({ 'a.tsx': 'a', 'b.ts': 'b' }, originals)).toBe(true);
    expect(isSiteCode({ 'a.tsx': 'a', 'b.ts': 'B' }, originals)).toBe(false);
    expect(isSiteCode({ 'x.tsx': 'a' }, originals)).toBe(false);
    expect(isSiteCode({ toString: 'a' }, originals)).toBe(false);
  });

  it('carries the entry and the changed files only', () => {
    const originals = { 'a.tsx': 'a', 'b.ts': 'b', 'c.css': 'c' };
    expect(changedFiles('a.tsx', { 'a.tsx': 'a', 'b.ts': 'B', 'c.css': 'c' }, originals)).toEqual({
      'a.tsx': 'a',
      'b.ts': 'B',
    });
  });
});

describe('sandbox dependencies', () => {
  it('adds React and React DOM at the site’s versions when the demo imports neither', () => {
    const site = { react: '19.3.1', 'react-dom': '19.3.1', 'styled-components': '6.6.0' };
    expect(sandboxDependencies({ '@rc-component/table': '1.12.0' }, site)).toEqual({
      '@rc-component/table': '1.12.0',
      react: '19.3.1',
      'react-dom': '19.3.1',
    });
    expect(sandboxDependencies({ react: '19.3.1', 'react-dom': '19.3.1', 'styled-components': '6.6.0' }, site)).toEqual(
      site,
    );
  });
});

describe('playground address: what a hash may carry', () => {
  const hashOf = (value: unknown) => `#code=${LZString.compressToEncodedURIComponent(JSON.stringify(value))}`;

  it('rejects a hash whose code is not an object of names to code', () => {
    const unreadable = { kind: 'unreadable' };
    expect(readCodeHash(hashOf('export default 1'))).toEqual(unreadable);
    expect(readCodeHash(hashOf(['a.tsx', 'code']))).toEqual(unreadable);
    expect(readCodeHash(hashOf(null))).toEqual(unreadable);
    expect(readCodeHash(hashOf(42))).toEqual(unreadable);
    expect(readCodeHash(hashOf({ 'a.tsx': 'a', 'b.ts': 1 }))).toEqual(unreadable);
    expect(readCodeHash(`#code=${LZString.compressToEncodedURIComponent('{not json')}`)).toEqual(unreadable);
  });

  it('finds the code among other hash parameters, and only under its own name', () => {
    const files = { 'a.tsx': 'a' };
    const code = codeHash(files).slice('#code='.length);
    expect(readCodeHash(`#x=1&code=${code}&y=2`)).toEqual({ kind: 'files', files });
    expect(readCodeHash(`#code=${code}`)).toEqual({ kind: 'files', files });
    expect(readCodeHash(`#xcode=${code}`)).toEqual({ kind: 'none' });
    expect(readCodeHash(`#x=1code=${code}`)).toEqual({ kind: 'none' });
    // Inside the value of another parameter, it is not the code.
    expect(readCodeHash(`#title=a#code=${code}`)).toEqual({ kind: 'none' });
  });

  it('links English demos without a locale', () => {
    expect(playgroundHref('simple', 'en-US', {})).toBe(`/~playground?demo=simple${codeHash({})}`);
    expect(playgroundPath('a b&c', 'zh-CN')).toBe('/zh-CN/~playground?demo=a+b%26c');
  });

  it('carries the entry even when unchanged, and a file the originals lack', () => {
    expect(changedFiles('a.tsx', { 'a.tsx': 'a', 'new.ts': 'n' }, { 'a.tsx': 'a' })).toEqual({
      'a.tsx': 'a',
      'new.ts': 'n',
    });
  });
});

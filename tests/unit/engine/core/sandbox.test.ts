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

/** A demo of one file, with what a test changes. */
const oneFileDemo = (changes: Partial<SandboxDemo> = {}): SandboxDemo => ({
  id: 'simple',
  title: 'Simple',
  entry: 'simple.tsx',
  files: [{ name: 'simple.tsx', code: 'export default () => null;\n' }],
  dependencies: { react: '19.3.1', 'react-dom': '19.3.1' },
  stylesheet: '.rc-table { color: red; }',
  stylesheetName: 'rc-table.css',
  tools: { vite: '8.3.8', typescript: '5.9.3' },
  ...changes,
});

describe('sandbox project files', () => {
  it('writes a private Vite project named after the demo, with its scripts and pinned tools', () => {
    const files = sandboxFiles(oneFileDemo({ dependencies: { 'react-dom': '19.3.1', b: '1.0.0', a: '2.0.0' } }));
    expect(files['package.json']).toBe(
      `${JSON.stringify(
        {
          name: 'demo-simple',
          version: '0.0.0',
          private: true,
          type: 'module',
          scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
          dependencies: { a: '2.0.0', b: '1.0.0', 'react-dom': '19.3.1' },
          devDependencies: { typescript: '5.9.3', vite: '8.3.8' },
        },
        null,
        2,
      )}\n`,
    );
  });

  it('type-checks src/ strictly as ES2022 modules with React JSX', () => {
    expect(JSON.parse(sandboxFiles(oneFileDemo())['tsconfig.json'])).toEqual({
      compilerOptions: {
        target: 'ES2022',
        lib: ['DOM', 'DOM.Iterable', 'ES2022'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
      },
      include: ['src'],
    });
  });

  it('writes a page titled after the demo, its markup escaped, that loads the entry', () => {
    expect(sandboxFiles(oneFileDemo({ title: 'Rows & <Columns>' }))['index.html']).toBe(
      [
        '<!doctype html>',
        '<html lang="en">',
        '  <head>',
        '    <meta charset="utf-8" />',
        '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
        '    <title>Rows &amp; &lt;Columns&gt;</title>',
        '  </head>',
        '  <body>',
        '    <div id="root"></div>',
        '    <script type="module" src="/src/main.tsx"></script>',
        '  </body>',
        '</html>',
        '',
      ].join('\n'),
    );
  });

  it('renders the demo into the page with the stylesheet, after a page style', () => {
    const files = sandboxFiles(oneFileDemo());
    expect(files['src/main.tsx']).toBe(
      [
        "import { createRoot } from 'react-dom/client';",
        "import './rc-table.css';",
        "import Demo from './simple';",
        '',
        "createRoot(document.getElementById('root')!).render(<Demo />);",
        '',
      ].join('\n'),
    );
    expect(files['src/rc-table.css']).toBe(
      'body { margin: 0; padding: 24px; font-family: system-ui, sans-serif; }\n\n.rc-table { color: red; }',
    );
  });

  it('imports the entry without its final extension only', () => {
    const demo = oneFileDemo({ entry: 'legacy.js.tsx', files: [{ name: 'legacy.js.tsx', code: '' }] });
    expect(sandboxFiles(demo)['src/main.tsx']).toContain("import Demo from './legacy.js';");
  });

  it('numbers its own file past every name the demo already uses, before the last extension', () => {
    const demo = oneFileDemo({
      stylesheetName: 'rc-table.min.css',
      files: [
        { name: 'simple.tsx', code: '' },
        { name: 'main.tsx', code: 'mine' },
        { name: 'main-2.tsx', code: 'mine too' },
        { name: 'rc-table.min.css', code: 'my css' },
      ],
    });
    const files = sandboxFiles(demo);
    expect(files['src/main-3.tsx']).toContain("import './rc-table.min-2.css';");
    expect(files['src/rc-table.min-2.css']).toContain('.rc-table { color: red; }');
    expect(files['src/rc-table.min.css']).toBe('my css');
  });

  it('lists the dependencies in name order, in package.json and for StackBlitz', () => {
    const demo = oneFileDemo({
      dependencies: { zeta: '1.0.0', alpha: '1.0.0', 'react-dom': '19.3.1', react: '19.3.1' },
    });
    const order = ['alpha', 'react', 'react-dom', 'zeta'];
    expect(Object.keys(JSON.parse(sandboxFiles(demo)['package.json']).dependencies)).toEqual(order);
    const fields = Object.fromEntries(stackblitzForm(demo).fields);
    expect(Object.keys(JSON.parse(fields['project[dependencies]']))).toEqual(order);
  });
});

describe('sandbox dependencies: what the demo names', () => {
  it("keeps the demo's own React version over the site's", () => {
    expect(sandboxDependencies({ react: '18.3.1' }, { react: '19.3.1', 'react-dom': '19.3.1' })).toEqual({
      react: '18.3.1',
      'react-dom': '19.3.1',
    });
  });

  it('adds no package the site has no version of', () => {
    expect(Object.keys(sandboxDependencies({ b: '1.0.0', a: '1.0.0' }, { react: '19.3.1' }))).toEqual([
      'a',
      'b',
      'react',
    ]);
  });
});

describe('sandbox forms', () => {
  it('opens the entry file in CodeSandbox', () => {
    const fields = codesandboxForm(oneFileDemo()).fields;
    expect(fields.map(([name]) => name)).toEqual(['parameters', 'query']);
    expect(fields[1]).toEqual(['query', 'file=/src/simple.tsx']);
  });

  it('posts CodeSandbox parameters of URL-safe characters only, whatever their length', () => {
    for (const title of ['a', 'ab', 'abc', 'abcd', 'abcde']) {
      const parameters = Object.fromEntries(codesandboxForm(oneFileDemo({ title })).fields).parameters;
      expect(parameters, title).toMatch(/^[A-Za-z0-9_-]+$/);
      const decoded = JSON.parse(LZString.decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/')));
      expect(decoded.files['index.html'].content, title).toContain(`<title>${title}</title>`);
    }
  });

  it("describes a StackBlitz project with the demo's description, else its title", () => {
    const described = Object.fromEntries(stackblitzForm(oneFileDemo({ description: 'Rows.' })).fields);
    expect(described['project[description]']).toBe('Rows.');
    const untitled = Object.fromEntries(stackblitzForm(oneFileDemo()).fields);
    expect(untitled['project[description]']).toBe('Simple');
  });

  it('posts StackBlitz the title, description, template and dependencies before the files', () => {
    const names = stackblitzForm(oneFileDemo()).fields.map(([name]) => name);
    expect(names.slice(0, 4)).toEqual([
      'project[title]',
      'project[description]',
      'project[template]',
      'project[dependencies]',
    ]);
    expect(names.slice(4).sort()).toEqual([
      'project[files][index.html]',
      'project[files][package.json]',
      'project[files][src/main.tsx]',
      'project[files][src/rc-table.css]',
      'project[files][src/simple.tsx]',
      'project[files][tsconfig.json]',
    ]);
  });
});

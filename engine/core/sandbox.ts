/**
 * The payloads that open a demo in CodeSandbox and StackBlitz: a small Vite project with the demo's files,
 * an entry that renders it, our table stylesheet and a package.json pinned to the site's exact versions.
 * Pure: the form that posts them is in sandbox-form.ts.
 */
import LZString from 'lz-string';
import { compareText } from './collate';
import { escapeMarkup } from './escape-markup';

export const CODESANDBOX_DEFINE = 'https://codesandbox.io/api/v1/sandboxes/define';
export const STACKBLITZ_RUN = 'https://stackblitz.com/run';

export interface SandboxDemo {
  id: string;
  title: string;
  description?: string;
  /** The demo's main file, e.g. 'simple.tsx'. */
  entry: string;
  /** The demo's files as they are now (edits included), names relative to the demo's folder. */
  files: { name: string; code: string }[];
  /** Package name -> exact version: the demo's own dependencies, as the site uses them. */
  dependencies: Record<string, string>;
  /** The stylesheet the site's demos use, and its file name. */
  stylesheet: string;
  stylesheetName: string;
  /** Exact versions of the build tools (the site's own). */
  tools: { vite: string; typescript: string };
}

export interface PostForm {
  action: string;
  fields: [name: string, value: string][];
}

const SRC = 'src';
const sorted = (record: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => compareText(a, b)));

/** What the entry itself needs to render, whatever the demo imports. */
const RENDER_PACKAGES = ['react', 'react-dom'];

/**
 * The demo's dependencies plus the packages its entry renders with, all at the site's exact versions.
 * (A demo compiled with the automatic JSX runtime may import nothing from React, yet it needs it.)
 */
export function sandboxDependencies(
  demo: Readonly<Record<string, string>>,
  site: Readonly<Record<string, string>>,
): Record<string, string> {
  const deps: Record<string, string> = { ...demo };
  for (const name of RENDER_PACKAGES) {
    if (!deps[name] && site[name]) deps[name] = site[name];
  }
  return sorted(deps);
}

/** A file name in src/ that none of the demo's files uses. */
function freeName(taken: Set<string>, wanted: string): string {
  let name = wanted;
  for (let i = 2; taken.has(name); i++) name = wanted.replace(/(\.[^.]+)$/, `-${i}$1`);
  taken.add(name);
  return name;
}

const withoutExtension = (name: string) => name.replace(/\.(tsx|ts|jsx|js)$/, '');

/** Path -> content of every file of the project. */
export function sandboxFiles(demo: SandboxDemo): Record<string, string> {
  const taken = new Set(demo.files.map((file) => file.name));
  const main = freeName(taken, 'main.tsx');
  const css = freeName(taken, demo.stylesheetName);
  const manifest = {
    name: `demo-${demo.id}`,
    version: '0.0.0',
    private: true,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies: sorted(demo.dependencies),
    devDependencies: { typescript: demo.tools.typescript, vite: demo.tools.vite },
  };
  const tsconfig = {
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
    include: [SRC],
  };
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    `    <title>${escapeMarkup(demo.title)}</title>`,
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    `    <script type="module" src="/${SRC}/${main}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
  const entry = [
    `import { createRoot } from 'react-dom/client';`,
    `import './${css}';`,
    `import Demo from './${withoutExtension(demo.entry)}';`,
    '',
    `createRoot(document.getElementById('root')!).render(<Demo />);`,
    '',
  ].join('\n');
  const page = 'body { margin: 0; padding: 24px; font-family: system-ui, sans-serif; }\n\n';

  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(manifest, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify(tsconfig, null, 2)}\n`,
    'index.html': html,
    [`${SRC}/${main}`]: entry,
    [`${SRC}/${css}`]: page + demo.stylesheet,
  };
  for (const file of demo.files) files[`${SRC}/${file.name}`] = file.code;
  return files;
}

/** CodeSandbox's `parameters` encoding: LZ-string base64, made URL-safe, without padding (its only `=`). */
function compressParameters(json: string): string {
  return LZString.compressToBase64(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
}

export function codesandboxForm(demo: SandboxDemo): PostForm {
  const files = Object.fromEntries(
    Object.entries(sandboxFiles(demo)).map(([path, content]) => [path, { content, isBinary: false }]),
  );
  return {
    action: CODESANDBOX_DEFINE,
    fields: [
      ['parameters', compressParameters(JSON.stringify({ files }))],
      ['query', `file=/${SRC}/${demo.entry}`],
    ],
  };
}

export function stackblitzForm(demo: SandboxDemo): PostForm {
  const fields: PostForm['fields'] = [
    ['project[title]', demo.title],
    ['project[description]', demo.description ?? demo.title],
    ['project[template]', 'node'],
    ['project[dependencies]', JSON.stringify(sorted(demo.dependencies))],
  ];
  for (const [path, content] of Object.entries(sandboxFiles(demo))) fields.push([`project[files][${path}]`, content]);
  return { action: `${STACKBLITZ_RUN}?file=${encodeURIComponent(`${SRC}/${demo.entry}`)}`, fields };
}

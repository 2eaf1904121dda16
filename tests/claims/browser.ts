/**
 * The browser claims checks' page: the installed library bundled for the browser (development mode, so its warnings
 * are on) with React and the package's own stylesheet, loaded into a blank page of a headless Chromium. Checks render
 * into it with `page.evaluate`, reading `window.claims` (see browser-entry.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { launchBrowser } from '../support/browser.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Which script a page loads: by default browser-entry.ts as `window.claims`, with the installed library. `library`
 * is another copy of the package's folder (another published version, its own dependencies beside it) to bundle
 * in place of the installed one (by default `CLAIMS_LIBRARY`'s, as `npm run behaviour` sets it); React stays the
 * project's.
 */
export interface BundleOptions {
  entry?: string;
  name?: string;
  library?: string;
  /** A stylesheet to load instead of the package's own (a page with the library, React and this CSS only). */
  css?: string;
  /** Scroll bars that take room, as on a desktop (headless Chromium hides them otherwise). */
  scrollbars?: boolean;
  /** How React and the library are built: `development` (their warnings on, the default) or as an app ships them. */
  mode?: 'development' | 'production';
}

/** The bundle of the entry, as one script that sets its global (`window.claims` by default). */
export async function bundle({
  entry,
  name,
  library = process.env.CLAIMS_LIBRARY,
  mode = 'development',
}: BundleOptions = {}): Promise<string> {
  const result = (await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    mode,
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    resolve: library ? { alias: { '@rc-component/table': library }, dedupe: ['react', 'react-dom'] } : undefined,
    build: {
      write: false,
      minify: mode === 'production',
      lib: {
        entry: entry ?? path.join(import.meta.dirname, 'browser-entry.ts'),
        formats: ['iife'],
        name: name ?? 'claims',
      },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The claims bundle has no script');
  return chunk.code;
}

export interface LibraryPage {
  page: Page;
  close: () => Promise<void>;
}

/** A page at 1000 × 800 with the library (and its stylesheet, or `css`) loaded and an empty `#root`. */
export async function openLibraryPage(options: BundleOptions = {}): Promise<LibraryPage> {
  const [code, browser] = await Promise.all([bundle(options), launchBrowser({ scrollbars: options.scrollbars })]);
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
  await page.addStyleTag({
    content:
      options.css ??
      fs.readFileSync(
        path.join(
          options.library ?? process.env.CLAIMS_LIBRARY ?? path.join(ROOT, 'node_modules/@rc-component/table'),
          'assets/index.css',
        ),
        'utf8',
      ),
  });
  await page.addScriptTag({ content: code });
  return { page, close: () => (browser as Browser).close() };
}

declare global {
  interface Window {
    claims: typeof import('./browser-entry.ts');
  }
}

/** Opens the library page once for a file's checks, and closes it after them. */
export function useLibraryPage(hooks: {
  beforeAll: (fn: () => Promise<void>, timeout?: number) => void;
  afterAll: (fn: () => Promise<void>) => void;
}) {
  const holder: { page?: Page } = {};
  let opened: LibraryPage | undefined;
  hooks.beforeAll(async () => {
    opened = await openLibraryPage();
    holder.page = opened.page;
  });
  hooks.afterAll(async () => {
    await opened?.close();
  });
  return () => holder.page!;
}

import { describe, expect, it } from 'vitest';
import { deferScripts } from '../../../scripts/defer-scripts';
import { parseModuleScript } from '../../../scripts/router-output';

const MODULE = [
  'import "/b/manifest.js";',
  'import * as route0 from "/b/root.js";',
  'import * as route1 from "/b/page.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"page":route1};',
  '',
  'import("/b/entry.js");',
].join('\n');

const PAGE =
  '<head><link rel="modulepreload" href="/b/manifest.js"/><link rel="modulepreload" href="/b/root.js"/>' +
  '<link rel="icon" href="/favicon.svg"/></head><body><p>text</p><script>window.x = 1;</script>' +
  `<script type="module" async="">${MODULE}</script></body>`;

describe('scripts that start after the first paint', () => {
  it("reads React Router's module script", () => {
    expect(parseModuleScript(MODULE)).toEqual({
      sideEffects: ['/b/manifest.js'],
      routes: [
        { name: 'route0', href: '/b/root.js' },
        { name: 'route1', href: '/b/page.js' },
      ],
      rest: ['window.__reactRouterRouteModules = {"root":route0,"page":route1};'],
      entry: '/b/entry.js',
    });
  });

  it('refuses a module script of another shape', () => {
    expect(() => parseModuleScript('import "/a.js";')).toThrow(/no client entry/);
    expect(() => parseModuleScript('import { a } from "/a.js";\nimport("/e.js");')).toThrow(/unexpected line/);
  });

  it('removes the preload links and leaves every other element as it was', () => {
    const html = deferScripts(PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      '<link rel="icon" href="/favicon.svg"/></head><body><p>text</p><script>window.x = 1;</script>',
    );
    expect(html).toMatch(/<script type="module" async="">[^<]*<\/script><\/body>$/);
    expect(deferScripts('<p>no scripts</p>')).toBe('<p>no scripts</p>');
  });

  /** Runs the deferred script with stand-ins for the browser; returns what it did and the hooks it registered. */
  function run(paintEntries: boolean, readyState = 'complete') {
    const script = /<script type="module" async="">([^<]*)<\/script>/.exec(deferScripts(PAGE))![1];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const observers: (() => void)[] = [];
    const head: { rel: string; href: string }[] = [];
    const paints: string[] = [];
    const window: Record<string, unknown> = {};
    const loadListeners: (() => void)[] = [];
    const document = {
      readyState,
      visibilityState: 'visible',
      createElement: () => ({}) as { rel: string; href: string },
      head: { append: (link: { rel: string; href: string }) => head.push(link) },
    };
    const performance = { getEntriesByName: (name: string) => paints.filter((paint) => paint === name) };
    class PerformanceObserver {
      static supportedEntryTypes = paintEntries ? ['paint'] : [];
      constructor(private callback: (list: unknown, observer: PerformanceObserver) => void) {}
      observe() {
        observers.push(() => this.callback({}, this));
      }
      disconnect() {}
    }
    const globals = {
      window,
      document,
      performance,
      PerformanceObserver,
      addEventListener: (type: string, callback: () => void) => type === 'load' && loadListeners.push(callback),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      importModule: (href: string) => (imported.push(href), Promise.resolve({ href })),
    };
    new Function(...Object.keys(globals), script.replace(/\bimport\(/g, 'importModule('))(...Object.values(globals));
    return { script, imported, frames, timers, observers, head, paints, window, loadListeners };
  }

  it('starts the same loading once the first content is painted, with no static import left', async () => {
    const { script, imported, timers, observers, head, paints, window } = run(true);
    expect(script).not.toMatch(/^\s*import\s/m);
    observers[0](); // a paint, not yet contentful
    expect(head).toEqual([]);
    paints.push('first-contentful-paint');
    observers[0]();
    timers.shift()!(); // the one-second fallback: nothing twice
    expect(head).toEqual([
      { rel: 'modulepreload', href: '/b/manifest.js' },
      { rel: 'modulepreload', href: '/b/root.js' },
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(imported).toEqual(['/b/root.js', '/b/page.js', '/b/manifest.js', '/b/entry.js']);
    expect(window.__reactRouterRouteModules).toEqual({ root: { href: '/b/root.js' }, page: { href: '/b/page.js' } });
  });

  it('without paint entries, starts in the frame after the first; at the latest after a second', () => {
    const first = run(false);
    expect(first.observers).toEqual([]);
    first.frames.shift()!();
    expect(first.head).toEqual([]);
    first.frames.shift()!();
    expect(first.head).toHaveLength(2);
    const second = run(false);
    second.timers.shift()!();
    expect(second.head).toHaveLength(2);
  });

  it('waits for the load event of a document still loading, whatever has been painted', () => {
    const { timers, observers, frames, head, paints, loadListeners } = run(true, 'interactive');
    paints.push('first-contentful-paint');
    expect([timers, observers, frames, head]).toEqual([[], [], [], []]);
    expect(loadListeners).toHaveLength(1);
    loadListeners[0]();
    expect(head).toHaveLength(2);
  });
});

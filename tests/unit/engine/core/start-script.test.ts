import { describe, expect, it } from 'vitest';
import { START_SCRIPT, startFilesHtml, startFilesOf } from '../../../../engine/core/start-script';

const FILES = { preloads: ['/b/site.js', '/b/page.js'], entry: '/b/entry.js' };

describe('the module script that starts after the first paint', () => {
  it('reads its files from the page, where tools read them too', () => {
    const html = `<p>x</p>${startFilesHtml(FILES)}<script type="module">${START_SCRIPT}</script>`;
    expect(startFilesOf(html)).toEqual(FILES);
    expect(startFilesOf('<script type="module">import("/a.js");</script>')).toBeNull();
    // A file name cannot end the element early.
    const odd = { preloads: ['/b/</script><script>x()</script>.js'], entry: '/e.js' };
    expect(startFilesHtml(odd)).not.toContain('</script><script>');
    expect(startFilesOf(startFilesHtml(odd))).toEqual(odd);
  });

  /** Runs the deferred script with stand-ins for the browser; returns what it did and the hooks it registered. */
  function run(paintEntries: boolean, readyState = 'complete') {
    const script = START_SCRIPT;
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const observers: (() => void)[] = [];
    const head: { rel: string; href: string }[] = [];
    const paints: string[] = [];
    const loadListeners: (() => void)[] = [];
    const document = {
      readyState,
      visibilityState: 'visible',
      createElement: () => ({}) as { rel: string; href: string },
      getElementById: (id: string) => (id === 'start-files' ? { textContent: JSON.stringify(FILES) } : null),
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
      document,
      performance,
      PerformanceObserver,
      addEventListener: (type: string, callback: () => void) => type === 'load' && loadListeners.push(callback),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      importModule: (href: string) => (imported.push(href), Promise.resolve({ href })),
    };
    new Function(...Object.keys(globals), script.replace(/\bimport\(/g, 'importModule('))(...Object.values(globals));
    return { script, imported, frames, timers, observers, head, paints, loadListeners };
  }

  it('preloads the chunks and imports the entry once the first content is painted, with no static import', () => {
    const { script, imported, timers, observers, head, paints } = run(true);
    expect(script).not.toMatch(/^\s*import\s/m);
    observers[0](); // a paint, not yet contentful
    expect(head).toEqual([]);
    paints.push('first-contentful-paint');
    observers[0]();
    timers.shift()!(); // the one-second fallback: nothing twice
    expect(head).toEqual([
      { rel: 'modulepreload', href: '/b/site.js' },
      { rel: 'modulepreload', href: '/b/page.js' },
    ]);
    expect(imported).toEqual(['/b/entry.js']);
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

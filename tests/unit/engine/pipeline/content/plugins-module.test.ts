import { describe, expect, it } from 'vitest';
import { pluginsModule } from '../../../../../engine/pipeline/content/plugins-module';
import type { SitePlugin } from '../../../../../engine/pipeline/site-plugin';

const plugins: SitePlugin[] = [
  {
    name: 'a',
    tags: {
      Eager: { component: { module: '/p/a/Eager.tsx', eager: true } },
      Lazy: { component: { module: '/p/a/Lazy.tsx' } },
      Named: { component: { module: '/p/a/Lazy.tsx', export: 'Part' } },
      Plain: {},
    },
    styles: ['/p/a/a.css'],
    enhancers: [{ selector: 'form[data-x]', module: '/p/a/x.ts', export: 'attachX' }],
  },
  {
    name: 'b',
    inspector: { module: '/p/b/Inspector.tsx' },
    prerenderStyles: { module: '/p/b/css.ts', export: 'collect' },
  },
];

describe('the plugins’ module for the browser', () => {
  const source = pluginsModule(plugins, '/engine/app/site/chunks.ts');

  it('imports the plugins’ stylesheets and eager tags with the page, and loads the others on demand', () => {
    expect(source).toContain('import "/p/a/a.css";');
    expect(source).toMatch(
      /import \{ default as (Tag\d+) \} from "\/p\/a\/Eager\.tsx";[\s\S]*"Eager": \{ Component: \1, eager: true \}/,
    );
    expect(source).toContain('"Lazy": { Component: lazyChunk(() => import("/p/a/Lazy.tsx")) }');
    expect(source).toContain('import("/p/a/Lazy.tsx").then((m) => ({ default: m["Part"] }))');
    expect(source).toContain('"Plain": {}');
    expect(source).not.toMatch(/import[^(]*"\/p\/a\/Lazy\.tsx"/);
  });

  it('gives each enhancer its selector and a loader of its export, and the inspector when a plugin has one', () => {
    expect(source).toContain('{ selector: "form[data-x]", load: () => import("/p/a/x.ts").then((m) => m["attachX"]) }');
    expect(source).toContain('export const Inspector = lazyChunk(() => import("/p/b/Inspector.tsx"));');
    expect(pluginsModule([plugins[0]], '/c.ts')).toContain('export const Inspector = null;');
    expect(pluginsModule([], '/c.ts')).toContain('export const tags = {\n\n};');
  });

  it('gives the prerender the style collectors, and the browser none', () => {
    expect(pluginsModule(plugins, '/c.ts', true)).toContain(
      'export const styleCollectors = [() => import("/p/b/css.ts").then((m) => m["collect"])];',
    );
    expect(source).toContain('export const styleCollectors = [];');
  });
});

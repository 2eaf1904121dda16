import { describe, expect, it } from 'vitest';
import { routesModule } from '../../../../../engine/pipeline/content/routes-module';

const DOCS = [
  { url: '/', rel: 'index.md', routeId: 'page:en-US:index' },
  { url: '/zh-CN/demo/simple', rel: 'demo/simple.zh-CN.md', routeId: 'page:zh-CN:demo/simple' },
];

/** Evaluates the module with its imports replaced by the file they name. */
function table(code: string) {
  const body = code.replace(/import\((".*?")\)/g, 'Promise.resolve($1)').replace('export default', 'return');
  return new Function(body)() as {
    id?: string;
    path?: string;
    load: () => Promise<string>;
    src?: string;
    children?: { id?: string; path: string; load: () => Promise<string>; src?: string }[];
  }[];
}

describe('the route table module', () => {
  it('puts every page, the playgrounds and the 404 route in the doc layout, the standalone demos beside it', async () => {
    const routes = table(routesModule('/site', DOCS, ['simple', 'ellipsis'], false));
    expect(routes.map((route) => route.id)).toEqual(['routes/doc-layout', 'demo:simple', 'demo:ellipsis']);
    const [layout, simple] = routes;
    expect(layout.path).toBeUndefined();
    await expect(layout.load()).resolves.toBe('/site/engine/app/routes/doc-layout.tsx');
    // A content page's id is left out: the router makes it from the path (contentRouteIdOf).
    expect(layout.children!.map((route) => [route.id, route.path])).toEqual([
      [undefined, ''],
      [undefined, 'zh-CN/demo/simple'],
      ['playground:en-US', '~playground'],
      ['playground:zh-CN', 'zh-CN/~playground'],
      ['not-found', '*'],
    ]);
    await expect(layout.children![1].load()).resolves.toBe('/site/docs/demo/simple.zh-CN.md');
    expect(simple).toMatchObject({ path: '~demos/simple' });
    await expect(simple.load()).resolves.toBe('/site/engine/app/routes/standalone-demo.tsx');
  });

  it('writes one loader per module, and names sources only for the prerender', () => {
    const code = routesModule('/site', DOCS, ['simple', 'ellipsis'], false);
    expect(code.match(/standalone-demo\.tsx/g)).toHaveLength(1);
    expect(code).not.toContain('src:');
    const routes = table(routesModule('/site', DOCS, ['simple'], true));
    expect(routes[0].children![0].src).toBe('docs/index.md');
    expect(routes[1].src).toBe('engine/app/routes/standalone-demo.tsx');
  });
});

import { describe, expect, it } from 'vitest';
import {
  pickPlugins,
  pluginProblems,
  pluginTags,
  sitePlugins,
  tagNames,
} from '../../../../engine/pipeline/site-plugins';
import type { SitePlugin } from '../../../../engine/pipeline/site-plugin';

const a: SitePlugin = { name: 'a', tags: { One: {} } };
const b: SitePlugin = { name: 'b', tags: { Two: {} } };

describe('the site’s plugins', () => {
  it('are the ones the configuration names, in its order, and an unknown name stops with the names there are', () => {
    expect(pickPlugins(['b', 'a'], { a, b })).toEqual([b, a]);
    expect(() => pickPlugins(['a', 'c'], { a, b })).toThrow('site.config.ts: no plugin "c"; the plugins are a, b');
    expect(() => pickPlugins(['toString'], { a })).toThrow(/no plugin "toString"/);
  });

  it('stop the build when a hook names its browser module in the wrong shape, saying which and how', () => {
    const wrong = {
      name: 'badge',
      tags: { Badge: { component: '/x/app/Badge.tsx' }, Fine: { component: { module: '/x/app/Fine.tsx' } } },
      inspector: { export: 'Inspector' },
    } as unknown as SitePlugin;
    expect(() => pickPlugins(['badge'], { badge: wrong })).toThrow(
      'plugin "badge": tag <Badge>\'s component must be { module: <absolute path of a browser module>, export?: <name> }; ' +
        'inspector must be { module: <absolute path of a browser module>, export?: <name> }',
    );
    expect(pluginProblems(a)).toEqual([]);
    for (const plugin of sitePlugins()) expect(pluginProblems(plugin), plugin.name).toEqual([]);
  });

  it('add their tags, and two plugins adding one tag stop the build', () => {
    expect(Object.keys(pluginTags([a, b]))).toEqual(['One', 'Two']);
    expect(() => pluginTags([a, { name: 'c', tags: { One: {} } }])).toThrow(
      'Two plugins add the tag <One>: the second is c',
    );
  });

  it('give this site the tags its pages use, beside the engine’s own', () => {
    expect(sitePlugins().map((plugin) => plugin.name)).toEqual([
      'api',
      'history',
      'claims',
      'compatibility',
      'composer',
      'performance',
      'styling',
      'assistants',
      'styled-components',
    ]);
    expect(tagNames()).toEqual(
      expect.arrayContaining([
        'DemoIndex',
        'API',
        'Upgrade',
        'VersionLens',
        'Compatibility',
        'Composer',
        'PerformanceLab',
        'Styling',
        'StylingParts',
        'StyleBuilder',
      ]),
    );
  });
});

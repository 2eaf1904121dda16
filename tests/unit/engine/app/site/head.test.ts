import { describe, expect, it } from 'vitest';
import { headHtml, headOf } from '../../../../../engine/app/site/head';

const TAGS = [
  { title: 'Simple – rc-table' },
  { name: 'description', content: 'A "small" table & more' },
  { tagName: 'link' as const, rel: 'alternate', hrefLang: 'zh-CN', href: '/zh-CN/demo/simple' },
  { property: 'og:title', content: 'Simple' },
];

describe("a page's head", () => {
  it("takes the innermost route's meta, and the site's title when no route has one", () => {
    const args = { location: { pathname: '/a' }, matches: [{ id: 'root' }, { id: 'layout' }, { id: 'page' }] };
    const metas: Record<string, () => { title: string }[]> = {
      root: () => [{ title: 'root' }],
      layout: () => [{ title: 'layout' }],
    };
    expect(headOf(args, (id) => metas[id], 'rc-table')).toEqual([{ title: 'layout' }]);
    expect(headOf(args, () => undefined, 'rc-table')).toEqual([{ title: 'rc-table' }]);
  });

  it('writes the tags as HTML, escaped, with hreflang', () => {
    expect(headHtml(TAGS)).toBe(
      '<title>Simple – rc-table</title><meta name="description" content="A &quot;small&quot; table &amp; more">' +
        '<link rel="alternate" hreflang="zh-CN" href="/zh-CN/demo/simple"><meta property="og:title" content="Simple">',
    );
  });
});

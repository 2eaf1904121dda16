import { describe, expect, it } from 'vitest';
import { headTags, markdownPath } from '../../../../engine/core/seo';

describe('head tags', () => {
  const site = { title: 'rc-table', description: 'Site summary.', origin: 'https://example.org', base: '/table/' };
  it('names the canonical address, both languages and x-default, the Markdown and the card', () => {
    const tags = headTags(
      {
        title: 'Simple - rc-table',
        locale: 'zh-CN',
        url: '/zh-CN/demo/simple',
        alternates: { 'en-US': '/demo/simple', 'zh-CN': '/zh-CN/demo/simple' },
        markdown: true,
      },
      site,
    );
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://example.org/table/zh-CN/demo/simple',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://example.org/table/demo/simple',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://example.org/table/demo/simple',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      type: 'text/markdown',
      href: '/table/zh-CN/demo/simple.md',
    });
    expect(tags).toContainEqual({ property: 'og:description', content: 'Site summary.' });
    expect(tags).toContainEqual({ name: 'twitter:title', content: 'Simple - rc-table' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'zh_CN' });
  });
  it('gives a page without address or twin no canonical link and no alternates', () => {
    const tags = headTags({ title: 'Not found', locale: 'en-US' }, site);
    expect(tags.some((tag) => 'rel' in tag)).toBe(false);
    expect(tags).toContainEqual({ property: 'og:title', content: 'Not found' });
  });
  it('places each page text at a stable .md address', () => {
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownPath('/zh-CN')).toBe('/zh-CN.md');
    expect(markdownPath('/demo/simple')).toBe('/demo/simple.md');
  });
});

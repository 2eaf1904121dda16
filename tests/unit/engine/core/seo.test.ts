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

  it('writes the description, canonical, alternates, Markdown link, Open Graph and Twitter tags in that order', () => {
    const tags = headTags(
      {
        title: 'Simple',
        description: 'The smallest table.',
        locale: 'zh-CN',
        url: '/zh-CN/demo/simple',
        alternates: { 'en-US': '/demo/simple', 'zh-CN': '/zh-CN/demo/simple' },
        markdown: true,
      },
      { title: 'rc-table', description: 'Site summary.', origin: 'https://example.org', base: '/' },
    );
    expect(tags).toEqual([
      { name: 'description', content: 'The smallest table.' },
      { tagName: 'link', rel: 'canonical', href: 'https://example.org/zh-CN/demo/simple' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://example.org/demo/simple' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'zh-CN', href: 'https://example.org/zh-CN/demo/simple' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://example.org/demo/simple' },
      { tagName: 'link', rel: 'alternate', type: 'text/markdown', href: '/zh-CN/demo/simple.md' },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'rc-table' },
      { property: 'og:title', content: 'Simple' },
      { property: 'og:description', content: 'The smallest table.' },
      { property: 'og:url', content: 'https://example.org/zh-CN/demo/simple' },
      { property: 'og:locale', content: 'zh_CN' },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: 'Simple' },
      { name: 'twitter:description', content: 'The smallest table.' },
    ]);
  });

  it('names no alternate languages for a page written in one language only', () => {
    const tags = headTags(
      { title: 'Changelog', locale: 'en-US', url: '/changelog', alternates: { 'en-US': '/changelog' } },
      site,
    );
    expect(tags.filter((tag) => 'rel' in tag && tag.rel === 'alternate')).toEqual([]);
  });

  it('links no Markdown for a page whose text is not published as Markdown', () => {
    const tags = headTags({ title: 'Playground', locale: 'en-US', url: '/~playground' }, site);
    expect(tags.filter((tag) => 'type' in tag)).toEqual([]);
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://example.org/table/~playground' });
  });
});

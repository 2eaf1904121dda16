import { describe, expect, it } from 'vitest';
import {
  contentRouteIdOf,
  docPathOf,
  isContentRoute,
  missingTwins,
  routeIdOf,
  urlOf,
} from '../../../../engine/core/content-files';
import { scanDocs } from '../../../../engine/pipeline/content/docs-folder';
import { demoIdOf } from '../../../../engine/core/content-files';

describe('content files to routes', () => {
  it('maps file names to locale and path', () => {
    expect(docPathOf('index.md')).toEqual({ locale: 'en-US', path: '' });
    expect(docPathOf('index.zh-CN.md')).toEqual({ locale: 'zh-CN', path: '' });
    expect(docPathOf('demo/index.md')).toEqual({ locale: 'en-US', path: 'demo' });
    expect(docPathOf('demo/fixed-columns.zh-CN.md')).toEqual({ locale: 'zh-CN', path: 'demo/fixed-columns' });
    expect(urlOf('en-US', '')).toBe('/');
    expect(urlOf('zh-CN', '')).toBe('/zh-CN');
    expect(urlOf('zh-CN', 'changelog')).toBe('/zh-CN/changelog');
    expect(routeIdOf('en-US', '')).toBe('page:en-US:index');
  });

  it('names demos by their example file, camel case to hyphens', () => {
    expect(demoIdOf('/x/docs/examples/fixedColumns.tsx')).toBe('fixed-columns');
    expect(demoIdOf('fixedColumns-auto-height.tsx')).toBe('fixed-columns-auto-height');
    expect(demoIdOf('fixedColumnsAndHeaderRtl.tsx')).toBe('fixed-columns-and-header-rtl');
    expect(demoIdOf('react-dnd.tsx')).toBe('react-dnd');
  });
});

describe('pages not written in every language', () => {
  it('names each page and the language it lacks, and nothing when every page has its twins', () => {
    const doc = (rel: string, locale: string, path: string) => ({ file: rel, rel, locale, path, url: '', routeId: '' });
    const docs = [doc('index.md', 'en-US', ''), doc('index.fr.md', 'fr', ''), doc('demo/a.md', 'en-US', 'demo/a')];
    expect(missingTwins(docs as never, ['en-US', 'fr'])).toEqual([
      'demo/a.md has no fr page: its fr link leads to the fr home page',
    ]);
    expect(missingTwins(docs.slice(0, 2) as never, ['en-US', 'fr'])).toEqual([]);
  });
});

describe('content routes', () => {
  it("are told by their id: a page's, not the playground's, a demo's or the 404 route's", () => {
    expect(isContentRoute(routeIdOf('zh-CN', 'demo/simple'))).toBe(true);
    expect(isContentRoute(routeIdOf('en-US', ''))).toBe(true);
    for (const id of ['playground:en-US', 'demo:simple', 'not-found', 'routes/doc-layout'])
      expect(isContentRoute(id)).toBe(false);
  });
});

describe("a content page's route id from its address", () => {
  it('is the id its file gave it, for every page of the site', () => {
    const docs = scanDocs();
    expect(docs.length).toBeGreaterThan(50);
    for (const doc of docs) expect(contentRouteIdOf(doc.url), doc.rel).toBe(doc.routeId);
  });
});

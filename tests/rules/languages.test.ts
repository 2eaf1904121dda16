/**
 * Languages come from configuration: adding one is an entry in site.config.ts, a UI message file and the pages'
 * `.<id>.md` twins. So no code names a language, and the rules work for a language the site does not have.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from '../support/source-files';
import { locales } from '../../site.config';
import { docPathOf, urlOf } from '../../engine/core/content-files';
import { standaloneDemoPath } from '../../engine/core/demo-paths';
import { LOCALES, localeRules } from '../../engine/core/locale';
import { checkMessages } from '../../engine/core/messages';
import { prerenderPaths, siteRoutes } from '../../engine/core/route-table';
import { buildSearchData, searchFileName, searchLocaleOf } from '../../engine/core/search-data';
import type { LocaleId, PageIndexData } from '../../engine/core/types';

/** The string and template literals and JSX texts of a source that name one of `ids` (comments are not read). */
function localeLiterals(text: string, ids: readonly string[], jsx: boolean): { line: number; text: string }[] {
  const source = ts.createSourceFile(jsx ? 'x.tsx' : 'x.ts', text, ts.ScriptTarget.Latest, true);
  const names = new RegExp(`(^|[^\\w-])(${ids.join('|')})($|[^\\w-])`);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node)) &&
      names.test(node.text)
    )
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.getText() });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no code names a language', () => {
  it('finds a language named in a string, a template or JSX text, and not in a comment', () => {
    const ids = ['en-US', 'zh-CN'];
    expect(localeLiterals("const a = 'zh-CN';", ids, false)).toHaveLength(1);
    expect(localeLiterals('const a = `/zh-CN/${b}`;', ids, false)).toHaveLength(1);
    expect(localeLiterals('const a = `${b}?locale=en-US`;', ids, false)).toHaveLength(1);
    expect(localeLiterals('const a = <p>zh-CN</p>;', ids, true)).toHaveLength(1);
    expect(localeLiterals("import x from 'virtual:pages/en-US';", ids, false)).toHaveLength(1);
    expect(localeLiterals("// '/zh-CN/demo' -> '/demo'\n/** 'en-US' */ const a = 'zh';", ids, false)).toEqual([]);
    expect(localeLiterals("const a = 'zh-CNx';", ids, false)).toEqual([]);
  });

  it('holds in engine/, plugins/ and scripts/ (each language’s own texts are its message file in i18n/)', () => {
    const files = ['engine', 'plugins', 'scripts'].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      localeLiterals(readSource(file), LOCALES, file.endsWith('.tsx')).map((hit) => `${file}:${hit.line} ${hit.text}`),
    );
    expect(found).toEqual([]);
  });
});

// The two languages of the site and a third one it does not have.
const french = { id: 'fr-FR', name: 'Français', lang: 'fr', base: '/fr' } as const;
const three = localeRules([...locales, french]);

describe('a third language, from configuration alone', () => {
  it('has its addresses, file names, lang and name', () => {
    expect(three.ids).toEqual(['en-US', 'zh-CN', 'fr-FR']);
    expect(three.defaultLocale).toBe('en-US');
    expect(three.localeOfPath('/fr/demo/simple')).toBe('fr-FR');
    expect(three.localeOfPath('/fr')).toBe('fr-FR');
    expect(three.localeOfPath('/fresh')).toBe('en-US');
    expect(three.localizePath('/zh-CN/demo/simple', 'fr-FR')).toBe('/fr/demo/simple');
    expect(three.localizePath('/fr', 'zh-CN')).toBe('/zh-CN');
    expect(three.localizePath('/fr/changelog', 'en-US')).toBe('/changelog');
    expect(three.localeFromQuery('fr-FR')).toBe('fr-FR');
    expect(three.htmlLang('fr-FR')).toBe('fr');
    expect(three.ogLocale('fr-FR')).toBe('fr_FR');
    expect(three.localeName('fr-FR')).toBe('Français');
    expect(docPathOf('demo/simple.fr-FR.md', three)).toEqual({ locale: 'fr-FR', path: 'demo/simple' });
    expect(docPathOf('index.fr-FR.md', three)).toEqual({ locale: 'fr-FR', path: '' });
    expect(docPathOf('index.md', three)).toEqual({ locale: 'en-US', path: '' });
    expect(urlOf('fr-FR', '', three)).toBe('/fr');
    expect(urlOf('fr-FR', 'demo/simple', three)).toBe('/fr/demo/simple');
    expect(three.pick({ 'en-US': 'Basics', 'zh-CN': '基础' }, 'fr-FR')).toBe('Basics');
    expect(three.pick({ 'en-US': 'Basics', 'fr-FR': 'Bases' }, 'fr-FR')).toBe('Bases');
  });

  it('gets its routes, playground, 404 page and standalone demo address', () => {
    const docs = ['index.md', 'index.fr-FR.md', 'demo/simple.md', 'demo/simple.fr-FR.md'].map((rel) => {
      const { locale, path: pagePath } = docPathOf(rel, three);
      return { rel, url: urlOf(locale, pagePath, three), routeId: `page:${locale}:${pagePath || 'index'}` };
    });
    const routes = siteRoutes(docs, ['simple'], three);
    expect(routes.layout).toEqual(
      expect.arrayContaining([
        { path: 'fr', file: 'docs/index.fr-FR.md', id: 'page:fr-FR:index' },
        { path: 'fr/demo/simple', file: 'docs/demo/simple.fr-FR.md', id: 'page:fr-FR:demo/simple' },
        { path: 'fr/~playground', file: 'engine/app/routes/playground.tsx', id: 'playground:fr-FR' },
        { path: 'zh-CN/~playground', file: 'engine/app/routes/playground.tsx', id: 'playground:zh-CN' },
        { path: '~playground', file: 'engine/app/routes/playground.tsx', id: 'playground:en-US' },
      ]),
    );
    expect(routes.layout.at(-1)).toEqual({ path: '*', file: 'engine/app/routes/not-found.tsx', id: 'not-found' });
    expect(routes.demos).toEqual([
      { path: '~demos/simple', file: 'engine/app/routes/standalone-demo.tsx', id: 'demo:simple' },
    ]);
    const paths = [...routes.layout, ...routes.demos].map((route) => route.path);
    expect(prerenderPaths(paths, three)).toEqual([
      '/',
      '/fr',
      '/demo/simple',
      '/fr/demo/simple',
      '/~playground',
      '/zh-CN/~playground',
      '/fr/~playground',
      '/~demos/simple',
      '/404',
      '/zh-CN/404',
      '/fr/404',
    ]);
    expect(standaloneDemoPath('simple', 'fr-FR', three)).toBe('/~demos/simple?locale=fr-FR');
    expect(standaloneDemoPath('simple', 'en-US', three)).toBe('/~demos/simple');
  });

  it('gets its own search data file, with its pages only', () => {
    const page = (url: string, locale: string): PageIndexData => ({
      path: url.replace(/^\/(fr\/?)?/, ''),
      url,
      // The site's LocaleId type knows only the configured languages; the function takes any.
      locale: locale as LocaleId,
      title: url,
      filename: 'x.md',
      toc: [],
      nav: { title: 'Docs', path: '/', order: 0 },
      order: 0,
      demos: [],
      texts: [{ paragraphId: 0, tocIndex: -1, value: `text of ${url}` }],
    });
    const sources = [{ page: page('/', 'en-US') }, { page: page('/fr', 'fr-FR') }];
    const data = buildSearchData('fr-FR' as LocaleId, sources, {});
    expect(data.locale).toBe('fr-FR');
    expect(data.pages.map((p) => p.url)).toEqual(['/fr']);
    expect(searchFileName('fr-FR')).toBe('search/fr-FR.json');
    expect(searchLocaleOf('/search/fr-FR.json', three.ids)).toBe('fr-FR');
    expect(searchLocaleOf('/search/de-DE.json', three.ids)).toBeNull();
  });

  it('gets its UI strings from its message file, which must have every key', () => {
    const en = locales[0].messages;
    const fr = Object.fromEntries(Object.keys(en).map((key) => [key, `fr: ${key}`]));
    const all = checkMessages([...locales, { ...french, messages: fr }], 'en-US');
    expect(all['fr-FR']['notFound.title']).toBe('fr: notFound.title');
    expect(all['en-US']).toBe(en);

    const { ['notFound.title']: _dropped, ...lacking } = fr;
    expect(() => checkMessages([...locales, { ...french, messages: lacking }], 'en-US')).toThrow(
      '"fr-FR" lacks the keys notFound.title',
    );
    expect(() => checkMessages([...locales, { ...french, messages: { ...fr, 'extra.key': 'x' } }], 'en-US')).toThrow(
      'keys the default language lacks: extra.key',
    );
    expect(() => checkMessages([...locales, french], 'en-US')).toThrow('"fr-FR" has no message file (i18n/fr-FR.ts');
  });

  it('is refused with the reason when the configuration cannot work', () => {
    expect(() => localeRules([])).toThrow('at least one language');
    expect(() => localeRules([...locales, { ...french, base: '/' }])).toThrow(
      'exactly one language must have the base "/"',
    );
    expect(() => localeRules([...locales, { ...french, id: 'zh-CN' }])).toThrow('"zh-CN" is listed twice');
    expect(() => localeRules([...locales, { ...french, id: 'French' }])).toThrow('not a language tag');
    expect(() => localeRules([...locales, { ...french, base: 'fr/x' }])).toThrow('the base of "fr-FR"');
    expect(() => three.htmlLang('de-DE' as 'fr-FR')).toThrow('"de-DE" is not a configured language');
  });
});

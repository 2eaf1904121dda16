import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  htmlLang,
  isLocaleId,
  localeFromQuery,
  localeOfPath,
  localeName,
  localeOfFileName,
  localeRules,
  localizePath,
  ogLocale,
  pick,
  stripLocale,
} from '../../../../engine/core/locale';
import { trailingSlashFix } from '../../../../engine/core/trailing-slash';
import { translate, messages } from '../../../../engine/core/messages';

describe('locale from the address', () => {
  it('reads the /zh-CN prefix and nothing else', () => {
    expect(localeOfPath('/')).toBe('en-US');
    expect(localeOfPath('/demo/simple')).toBe('en-US');
    expect(localeOfPath('/zh-CN')).toBe('zh-CN');
    expect(localeOfPath('/zh-CN/demo/simple')).toBe('zh-CN');
    expect(localeOfPath('/zh-CNx/demo')).toBe('en-US');
  });

  it('moves a page between languages, keeping its path', () => {
    expect(localizePath('/demo/simple', 'zh-CN')).toBe('/zh-CN/demo/simple');
    expect(localizePath('/zh-CN/demo/simple', 'en-US')).toBe('/demo/simple');
    expect(localizePath('/', 'zh-CN')).toBe('/zh-CN');
    expect(localizePath('/zh-CN', 'en-US')).toBe('/');
    expect(stripLocale('/zh-CN/changelog')).toBe('/changelog');
  });

  it('takes ?locale= only when it names a known locale', () => {
    expect(localeFromQuery('zh-CN')).toBe('zh-CN');
    expect(localeFromQuery('fr-FR')).toBe('en-US');
    expect(localeFromQuery(null)).toBe('en-US');
    expect(htmlLang('zh-CN')).toBe('zh-CN');
  });
});

describe('trailing slash', () => {
  it('removes trailing slashes except on the root', () => {
    expect(trailingSlashFix('/demo/simple/')).toBe('/demo/simple');
    expect(trailingSlashFix('/zh-CN//')).toBe('/zh-CN');
    expect(trailingSlashFix('/demo/simple')).toBeNull();
    expect(trailingSlashFix('/')).toBeNull();
  });
});

describe('UI strings', () => {
  it('has every key in both languages, none empty', () => {
    const en = Object.keys(messages['en-US']).sort();
    expect(Object.keys(messages['zh-CN']).sort()).toEqual(en);
    for (const locale of ['en-US', 'zh-CN'] as const) {
      for (const key of en) expect(messages[locale][key as keyof (typeof messages)['en-US']].trim()).not.toBe('');
    }
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(translate('en-US', 'api.notFound', { id: 'Table' })).toBe(
      'Properties definition not found for Table component',
    );
    expect(translate('zh-CN', 'api.notFound', { id: 'Table' })).toContain('Table');
    expect(translate('en-US', 'api.notFound')).toContain('{id}');
  });

  it('carries the fixed texts: 404 title, back link, empty search, noscript', () => {
    expect(translate('en-US', 'notFound.title')).toBe('PAGE NOT FOUND');
    expect(translate('en-US', 'notFound.back')).toBe('Back to homepage');
    expect(translate('en-US', 'search.empty')).toBe('No content was found');
    expect(translate('en-US', 'noscript')).toBe('Enable JavaScript to run this app.');
  });
});

describe('locale: more rules', () => {
  it('knows exactly the two site languages', () => {
    expect(LOCALES).toEqual(['en-US', 'zh-CN']);
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(isLocaleId('en-US')).toBe(true);
    expect(isLocaleId('zh-CN')).toBe(true);
    expect(isLocaleId('zh')).toBe(false);
    expect(isLocaleId(['zh-CN'])).toBe(false);
    expect(isLocaleId(undefined)).toBe(false);
  });

  it('strips the prefix only from Chinese paths, and gives the root for an empty path', () => {
    expect(stripLocale('/zh-CN')).toBe('/');
    expect(stripLocale('/demo/simple')).toBe('/demo/simple');
    expect(stripLocale('/zh-CNx/demo')).toBe('/zh-CNx/demo');
    expect(stripLocale('')).toBe('/');
  });

  it('leaves a path already in the asked language as it is', () => {
    expect(localizePath('/zh-CN/demo/simple', 'zh-CN')).toBe('/zh-CN/demo/simple');
    expect(localizePath('/zh-CN', 'zh-CN')).toBe('/zh-CN');
    expect(localizePath('/demo/simple', 'en-US')).toBe('/demo/simple');
    expect(localizePath('/', 'en-US')).toBe('/');
  });

  it('gives <html lang> "en" for English', () => {
    expect(htmlLang('en-US')).toBe('en');
  });

  it('takes ?locale= as written: a different case is unknown', () => {
    expect(localeFromQuery('en-US')).toBe('en-US');
    expect(localeFromQuery('zh-cn')).toBe('en-US');
    expect(localeFromQuery('')).toBe('en-US');
  });
});

describe('trailing slash: more rules', () => {
  it('leaves an empty path alone and turns a path of slashes into the root', () => {
    expect(trailingSlashFix('')).toBeNull();
    expect(trailingSlashFix('//')).toBe('/');
    expect(trailingSlashFix('/a/')).toBe('/a');
  });
});

// Three languages: English at the root, French and Brazilian Portuguese under their own prefixes. Each test makes its
// rules itself, so that mutation testing sees which tests run them.
const english = { id: 'en', name: 'English', lang: 'en', base: '/' };
const french = { id: 'fr', name: 'Français', lang: 'fr', base: '/fr' };
const brazilian = { id: 'pt-BR', name: 'Português', lang: 'pt-BR', base: '/br' };
const threeLanguages = () => localeRules([french, english, brazilian]);

describe('locale rules of any list of languages', () => {
  it('keeps the configured order and takes the language at "/" as the default, wherever it is listed', () => {
    const three = threeLanguages();
    expect(three.ids).toEqual(['fr', 'en', 'pt-BR']);
    expect(three.defaultLocale).toBe('en');
  });

  it('reads the language of an address from its own prefix, which need not be its id', () => {
    const three = threeLanguages();
    expect(three.localeOfPath('/fr')).toBe('fr');
    expect(three.localeOfPath('/fr/guide')).toBe('fr');
    expect(three.localeOfPath('/br/guide')).toBe('pt-BR');
    expect(three.localeOfPath('/pt-BR/guide')).toBe('en');
    expect(three.localeOfPath('/french/guide')).toBe('en');
    expect(three.localeOfPath('/guide/fr')).toBe('en');
    expect(three.localeOfPath('/')).toBe('en');
  });

  it('moves a page from one prefixed language to another, and to and from the root', () => {
    const three = threeLanguages();
    expect(three.localizePath('/fr/guide', 'pt-BR')).toBe('/br/guide');
    expect(three.localizePath('/br', 'fr')).toBe('/fr');
    expect(three.localizePath('/br/guide', 'en')).toBe('/guide');
    expect(three.localizePath('/guide', 'fr')).toBe('/fr/guide');
    expect(three.stripLocale('/br/a/b')).toBe('/a/b');
    expect(three.stripLocale('/brx/a')).toBe('/brx/a');
  });

  it('knows its ids only, and takes an unknown ?locale= as the default', () => {
    const three = threeLanguages();
    expect(three.isLocaleId('pt-BR')).toBe(true);
    expect(three.isLocaleId('zh-CN')).toBe(false);
    expect(three.isLocaleId(null)).toBe(false);
    expect(three.localeFromQuery('fr')).toBe('fr');
    expect(three.localeFromQuery('de')).toBe('en');
  });

  it("gives each language's lang attribute and name from its configuration", () => {
    const three = threeLanguages();
    expect(three.htmlLang('pt-BR')).toBe('pt-BR');
    expect(three.htmlLang('en')).toBe('en');
    expect(three.localeName('fr')).toBe('Français');
    expect(three.localeName('en')).toBe('English');
  });

  it('throws for a language that is not configured, naming it', () => {
    const three = threeLanguages();
    const unknown = 'de' as 'fr';
    expect(() => three.htmlLang(unknown)).toThrow('site.config.ts, locales: "de" is not a configured language');
    expect(() => three.localeName(unknown)).toThrow('"de" is not a configured language');
    expect(() => three.localizePath('/guide', unknown)).toThrow('"de" is not a configured language');
  });

  it('writes the Open Graph locale with underscores for every hyphen', () => {
    const three = threeLanguages();
    expect(three.ogLocale('pt-BR')).toBe('pt_BR');
    expect(localeRules([{ ...english, id: 'zh-Hant-TW' }]).ogLocale('zh-Hant-TW')).toBe('zh_Hant_TW');
    expect(three.ogLocale('en')).toBe('en');
  });

  it('picks the value of the language, else the default language’s, else nothing', () => {
    const three = threeLanguages();
    expect(three.pick({ en: 'Guide', fr: 'Guide (fr)' }, 'fr')).toBe('Guide (fr)');
    expect(three.pick({ en: 'Guide', fr: 'Guide (fr)' }, 'pt-BR')).toBe('Guide');
    expect(three.pick({ fr: 'Guide (fr)' }, 'pt-BR')).toBeUndefined();
    expect(three.pick({ en: '' }, 'fr')).toBe('');
    expect(three.pick(undefined, 'fr')).toBeUndefined();
  });

  it('reads a content file’s language from its suffix; the default language has none', () => {
    const three = threeLanguages();
    expect(three.localeOfFileName('intro.pt-BR')).toEqual({ locale: 'pt-BR', name: 'intro' });
    expect(three.localeOfFileName('intro.fr')).toEqual({ locale: 'fr', name: 'intro' });
    expect(three.localeOfFileName('intro')).toEqual({ locale: 'en', name: 'intro' });
    expect(three.localeOfFileName('intro.en')).toEqual({ locale: 'en', name: 'intro.en' });
    expect(three.localeOfFileName('intro-fr')).toEqual({ locale: 'en', name: 'intro-fr' });
    expect(three.localeOfFileName('intro.fr.md.x')).toEqual({ locale: 'en', name: 'intro.fr.md.x' });
  });
});

describe('locale rules: the site’s own languages', () => {
  it('names each language in itself, and writes Chinese’s Open Graph locale with an underscore', () => {
    expect(localeName('zh-CN')).toBe('中文');
    expect(localeName('en-US')).toBe('English');
    expect(ogLocale('zh-CN')).toBe('zh_CN');
  });

  it('reads the language of a content file and falls back to English for untranslated values', () => {
    expect(localeOfFileName('index.zh-CN')).toEqual({ locale: 'zh-CN', name: 'index' });
    expect(localeOfFileName('index')).toEqual({ locale: 'en-US', name: 'index' });
    expect(pick({ 'en-US': 'Home' }, 'zh-CN')).toBe('Home');
  });
});

describe('locale rules: a list the site cannot be built from', () => {
  const rulesOf =
    (...locales: { id: string; name: string; lang: string; base: string }[]) =>
    () =>
      localeRules(locales);

  it('needs at least one language', () => {
    expect(rulesOf()).toThrow('site.config.ts, locales: at least one language is needed');
  });

  it('accepts language tags of a two- or three-letter language and subtags of two to eight letters or digits', () => {
    for (const id of ['en', 'fil', 'pt-BR', 'es-419', 'zh-Hant-TW', 'en-abcdefgh', 'en-US-x1'])
      expect(localeRules([{ ...english, id }]).ids).toEqual([id]);
  });

  it('rejects an id that is not a language tag, quoting it', () => {
    for (const id of [
      '',
      'e',
      'engl',
      'EN',
      'En',
      'en-',
      'en-U',
      'en-abcdefghi',
      'en_US',
      'en-U$',
      '1en',
      ' en',
      'en ',
      'xEN',
    ])
      expect(rulesOf({ ...english, id }), id).toThrow(
        `site.config.ts, locales: "${id}" is not a language tag such as "fr" or "pt-BR"`,
      );
  });

  it('rejects a language listed twice, checking every id', () => {
    expect(rulesOf(english, french, { ...brazilian, id: 'fr' })).toThrow(
      'site.config.ts, locales: "fr" is listed twice',
    );
    expect(rulesOf(english, french, { ...brazilian, id: 'FR' })).toThrow('"FR" is not a language tag');
  });

  it('needs exactly one language at the root, and says how many it found', () => {
    expect(rulesOf(english, { ...french, base: '/' })).toThrow(
      'site.config.ts, locales: exactly one language must have the base "/" (found 2)',
    );
    expect(rulesOf(french, brazilian)).toThrow('exactly one language must have the base "/" (found 0)');
  });

  it('takes as the base of another language one path segment of letters, digits, ".", "_", "~" or "-"', () => {
    for (const base of ['/f', '/fr', '/fr-CA', '/fr_CA', '/fr.ca', '/~fr', '/9'])
      expect(localeRules([english, { ...french, base }]).localizePath('/', 'fr')).toBe(base);
  });

  it('rejects any other base, naming its language', () => {
    for (const base of ['', 'fr', '//', '/fr/', '/fr/ca', 'x/fr', '/fr!', '/fr ca', '/ fr'])
      expect(rulesOf(english, brazilian, { ...french, base }), base).toThrow(
        'site.config.ts, locales: the base of "fr" must be "/" or one path segment: "/fr"',
      );
  });
});

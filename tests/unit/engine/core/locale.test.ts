import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  htmlLang,
  isLocaleId,
  localeFromQuery,
  localeOfPath,
  localizePath,
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

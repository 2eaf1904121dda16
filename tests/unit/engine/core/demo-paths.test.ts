import { describe, expect, it } from 'vitest';
import {
  PLAYGROUND_PATH,
  isStandaloneDemoPath,
  playgroundPath,
  standaloneDemoPath,
} from '../../../../engine/core/demo-paths';
import { localeRules } from '../../../../engine/core/locale';

describe('the playground address', () => {
  it('names the demo in the query, under the language prefix of the page', () => {
    expect(PLAYGROUND_PATH).toBe('/~playground');
    expect(playgroundPath('simple', 'en-US')).toBe('/~playground?demo=simple');
    expect(playgroundPath('simple', 'zh-CN')).toBe('/zh-CN/~playground?demo=simple');
  });
});

describe('a demo’s standalone page', () => {
  it('has no query in the default language and names any other language in ?locale=', () => {
    expect(standaloneDemoPath('simple', 'en-US')).toBe('/~demos/simple');
    expect(standaloneDemoPath('simple', 'zh-CN')).toBe('/~demos/simple?locale=zh-CN');
  });

  it('takes the default language from the rules it is given', () => {
    const rules = localeRules([
      { id: 'fr', name: 'Français', lang: 'fr', base: '/' },
      { id: 'en', name: 'English', lang: 'en', base: '/en' },
    ]);
    expect(standaloneDemoPath('simple', 'fr', rules)).toBe('/~demos/simple');
    expect(standaloneDemoPath('a b', 'en', rules)).toBe('/~demos/a b?locale=en');
  });

  it('is recognised by its /~demos/ prefix only', () => {
    expect(isStandaloneDemoPath('/~demos/simple')).toBe(true);
    expect(isStandaloneDemoPath(standaloneDemoPath('simple', 'zh-CN'))).toBe(true);
    expect(isStandaloneDemoPath('/~demos')).toBe(false);
    expect(isStandaloneDemoPath('/zh-CN/~demos/simple')).toBe(false);
    expect(isStandaloneDemoPath('/guide/~demos/')).toBe(false);
    expect(isStandaloneDemoPath('/~playground')).toBe(false);
  });
});

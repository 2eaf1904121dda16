import { describe, expect, it } from 'vitest';
import {
  conditionWords,
  partName,
  sampleWords,
  stylingWord,
} from '../../../../../plugins/styling/core/styling-words.ts';
import type { LocaleId } from '../../../../../engine/core/types.ts';

describe('the styling words in a language', () => {
  it('names a part in the language asked, and a part without words by its id', () => {
    expect(partName('wrapper', 'en-US')).toBe('Wrapper');
    expect(partName('wrapper', 'zh-CN')).toBe('外层容器');
    expect(partName('no-such-part', 'zh-CN')).toBe('no-such-part');
  });

  it('gives the words conditions are written with, each feature and configuration included', () => {
    const zh = conditionWords('zh-CN');
    expect(zh.always).toBe('始终');
    expect(zh.some).toBe('部分元素：');
    expect(zh.someAlways).toBe('部分元素');
    expect(zh.or).toBe('；或');
    expect(zh.and).toBe('且');
    expect(zh.only).toBe('仅在：');
    expect(zh.features['scroll-x']).toEqual({ with: '设置 scroll.x', without: '未设置 scroll.x' });
    expect(zh.configs['scroll-xy']).toBe('scroll.x 与 scroll.y');
    expect(conditionWords('en-US').configs.title).toBe('title and footer');
  });

  it("falls back to the default language's words for a language that has none", () => {
    const unknown = 'fr-FR' as LocaleId;
    expect(partName('wrapper', unknown)).toBe('Wrapper');
    expect(stylingWord('element', unknown)).toBe('Element');
    expect(stylingWord('element', 'zh-CN')).toBe('元素');
    expect(conditionWords(unknown).features['scroll-x']).toEqual({ with: 'scroll.x', without: 'no scroll.x' });
    expect(sampleWords(unknown).name).toBe('Name');
  });
});

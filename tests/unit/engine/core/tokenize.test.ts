/** The words of a text for search (engine/core/tokenize.ts): the same for the index and the query. */
import { afterEach, describe, expect, it } from 'vitest';
import { fold, stem, tokenize, useSegmenter } from '../../../../engine/core/tokenize';

afterEach(() => useSegmenter(true));

/** Puts another Intl.Segmenter in place (or none), as an engine would have it. */
const setSegmenter = (value: typeof Intl.Segmenter) => {
  (Intl as { Segmenter: typeof Intl.Segmenter }).Segmenter = value;
};

/** Each word as [term, start, end], with "part" added for a camelCase part. */
const words = (text: string) =>
  tokenize(text).map(({ term, start, end, part }) => (part ? [term, start, end, 'part'] : [term, start, end]));
const terms = (text: string) => tokenize(text).map((t) => t.term);

describe('fold', () => {
  it('lower-cases a whole text as the language does, final sigma included', () => {
    expect(fold('ΟΔΟΣ')).toBe('οδος');
  });
});

describe('stem', () => {
  it('turns "ies" into "y" from five letters, and only drops the "s" of a shorter word', () => {
    expect(stem('flies')).toBe('fly');
    expect(stem('ties')).toBe('tie');
  });

  it('keeps words of three letters, and words with digits', () => {
    expect(stem('its')).toBe('its');
    expect(stem('cols')).toBe('col');
    expect(stem('1990s')).toBe('1990s');
    expect(stem('v2s')).toBe('v2s');
  });

  it('keeps an "s" after s, u or i only at the end of the word', () => {
    expect(stem('usurps')).toBe('usurp');
    expect(stem('issues')).toBe('issue');
    expect(stem('bus')).toBe('bus');
  });
});

describe('tokenize: the segmenter', () => {
  it('is made once for all the texts it cuts', () => {
    const Segmenter = Intl.Segmenter;
    let made = 0;
    setSegmenter(
      class extends Segmenter {
        constructor(...args: ConstructorParameters<typeof Segmenter>) {
          super(...args);
          made++;
        }
      },
    );
    try {
      useSegmenter(true);
      expect(terms('固定列')).toEqual(['固定', '列']);
      expect(terms('固定 列宽')).toEqual(['固定', '列宽']);
      expect(made).toBe(1);
    } finally {
      setSegmenter(Segmenter);
    }
  });
});

describe('tokenize: Latin words', () => {
  it('keeps a single digit as a word, but not a single letter', () => {
    expect(words('5 x')).toEqual([['5', 0, 1]]);
  });

  it('gives no parts for a lower-case word with digits, nor for an all-capitals word', () => {
    expect(words('es2015')).toEqual([['es2015', 0, 6]]);
    expect(words('API')).toEqual([['api', 0, 3]]);
  });

  it('leaves out a single-letter camelCase part', () => {
    expect(words('getX')).toEqual([
      ['getx', 0, 4],
      ['get', 0, 3, 'part'],
    ]);
  });

  it('keeps camelCase parts of two letters, with their places', () => {
    expect(words('onRow')).toEqual([
      ['onrow', 0, 5],
      ['on', 0, 2, 'part'],
      ['row', 2, 5, 'part'],
    ]);
  });

  it('drops every thousands separator of a grouped number', () => {
    expect(words('1,000,000 rows')).toEqual([
      ['1000000', 0, 9],
      ['row', 10, 14],
    ]);
  });

  it('keeps Latin and Chinese words in text order', () => {
    expect(words('rows表格rows')).toEqual([
      ['row', 0, 4],
      ['表格', 4, 6],
      ['row', 6, 10],
    ]);
  });
});

describe('tokenize: English number words', () => {
  it('reads a row of number words as one number spanning them', () => {
    expect(words('ten thousand rows')).toEqual([
      ['10000', 0, 12],
      ['row', 13, 17],
    ]);
    expect(terms('three hundred thousand')).toEqual(['300000']);
    expect(terms('one million two hundred thousand')).toEqual(['1200000']);
    expect(terms('twenty one')).toEqual(['21']);
  });

  it('leaves a number word inside a camelCase name as a word', () => {
    expect(words('tenRows')).toEqual([
      ['tenrow', 0, 7],
      ['ten', 0, 3, 'part'],
      ['row', 3, 7, 'part'],
    ]);
    // The whole is a number word; its parts are not added to it.
    expect(words('sevenTy')).toEqual([
      ['70', 0, 7],
      ['seven', 0, 5, 'part'],
      ['ty', 5, 7, 'part'],
    ]);
  });
});

describe('tokenize: Chinese numerals', () => {
  it('reads numerals with units and scales', () => {
    expect(terms('十一')).toEqual(['11']);
    expect(terms('六十')).toEqual(['60']);
    expect(terms('三千五百')).toEqual(['3500']);
    expect(terms('十万')).toEqual(['100000']);
    expect(terms('二十万')).toEqual(['200000']);
    expect(terms('一亿两千万')).toEqual(['120000000']);
  });

  it('keeps the words around a numeral, with their places', () => {
    expect(words('表格一万行数据')).toEqual([
      ['表格', 0, 2],
      ['10000', 2, 4],
      ['行', 4, 5],
      ['数据', 5, 7],
    ]);
    expect(words('一万行两万列')).toEqual([
      ['10000', 0, 2],
      ['行', 2, 3],
      ['20000', 3, 5],
      ['列', 5, 6],
    ]);
  });

  it('leaves digits without a unit, and a lone unit, as words', () => {
    expect(terms('零五')).toEqual(['零五']);
    useSegmenter(false);
    expect(terms('十')).toEqual(['十']);
  });
});

describe('tokenize: Chinese without Intl.Segmenter', () => {
  it('gives a two-character run as one pair, and a lone character as itself', () => {
    useSegmenter(false);
    expect(words('拖拽')).toEqual([['拖拽', 0, 2]]);
    expect(words('列')).toEqual([['列', 0, 1]]);
  });

  it('cuts every run into overlapping pairs, where the segmenter finds words', () => {
    expect(terms('固定列')).toEqual(['固定', '列']);
    useSegmenter(false);
    expect(words('ab固定列')).toEqual([
      ['ab', 0, 2],
      ['固定', 2, 4],
      ['定列', 3, 5],
    ]);
  });

  it('falls back to pairs in an engine that has no Intl.Segmenter', () => {
    const Segmenter = Intl.Segmenter;
    try {
      // @ts-expect-error: an engine without it
      delete Intl.Segmenter;
      useSegmenter(true);
      expect(terms('固定列')).toEqual(['固定', '定列']);
    } finally {
      setSegmenter(Segmenter);
    }
  });

  it('ends a run at a stop character, which stays a word of its own', () => {
    useSegmenter(false);
    expect(terms('固定的列宽')).toEqual(['固定', '的', '列宽']);
  });
});

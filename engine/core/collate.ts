/**
 * The site's one order for text. Whatever is sorted at build time (Node) is sorted again while the page hydrates
 * (the visitor's browser), and the two must agree whatever language and region either runs in: React throws away
 * prerendered HTML whose lists come out in another order. A collator made with no language sorts in the language
 * of wherever it runs (pinyin in a Chinese browser, code point order for ideographs in an English one), so this one
 * names its collation: English rules, under which ideographs keep their Unicode order in every engine. It is made
 * on first use, not when the module loads, so that pages which never sort do not pay for it (nor lists whose ties
 * are equal texts, such as the pages of one section). Pure.
 */
let collator: Intl.Collator | undefined;

/** Negative when `a` sorts before `b`, the same in every engine, language and time zone. */
export const compareText = (a: string, b: string): number =>
  a === b ? 0 : (collator ??= new Intl.Collator('en')).compare(a, b);

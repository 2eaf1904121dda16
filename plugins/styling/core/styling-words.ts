/**
 * The words of the styling parts (plugins/styling/core/styling-texts.json) in one language: a part's name, the list's words and the
 * words conditions are written with. A word missing in a language is the default language's.
 */
import texts from './styling-texts.json' with { type: 'json' };
import { DEFAULT_LOCALE } from '../../../engine/core/locale.ts';
import type { ConditionWords } from './styling-parts.ts';
import type { LocaleId } from '../../../engine/core/types.ts';

type Names = Record<string, Record<string, string>>;
const inLocale = <T>(names: Record<string, T>, locale: LocaleId): T => names[locale] ?? names[DEFAULT_LOCALE];

/** A part's name in a language (its id when it has none). */
export const partName = (id: string, locale: LocaleId): string => {
  const names = (texts.parts as Names)[id];
  return names ? inLocale(names, locale) : id;
};

/** One of the list's words (texts.words) in a language. */
export const stylingWord = (key: keyof typeof texts.words, locale: LocaleId): string =>
  inLocale(texts.words[key] as Record<string, string>, locale);

/** The words conditions are written with in a language. */
export function conditionWords(locale: LocaleId): ConditionWords {
  const c = texts.conditions as Names;
  const features = texts.features as Record<string, Record<string, { with: string; without: string }>>;
  return {
    always: inLocale(c.always, locale),
    some: inLocale(c.some, locale),
    someAlways: inLocale(c.someAlways, locale),
    or: inLocale(c.or, locale),
    and: inLocale(c.and, locale),
    only: inLocale(c.only, locale),
    features: Object.fromEntries(Object.entries(features).map(([id, names]) => [id, inLocale(names, locale)])),
    configs: Object.fromEntries(
      Object.entries(texts.configs as Names).map(([id, names]) => [id, inLocale(names, locale)]),
    ),
  };
}

type Sample = (typeof texts.sample)[keyof typeof texts.sample];

/** The words of the styling page's sample table in a language (`{n}` a record's number, `{name}` its name). */
export const sampleWords = (locale: LocaleId): Sample => inLocale(texts.sample as Record<string, Sample>, locale);

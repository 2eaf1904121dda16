/**
 * UI strings: each configured language's message file (named in site.config.ts), checked to have the same keys as
 * the default language's, and the formatter the theme uses through useT().
 */
import { locales } from '../../site.config.ts';
import { DEFAULT_LOCALE } from './locale.ts';
import type { LocaleId } from './types.ts';

/** A key every message file has. */
export type MessageKey = keyof (typeof locales)[number]['messages'] & string;

/**
 * The message files by locale id. A language without a file, or whose file lacks keys of the default language's
 * or has keys it does not, throws: a missing text would otherwise show as nothing.
 */
export function checkMessages<Id extends string>(
  entries: readonly { id: Id; messages?: Readonly<Record<string, string>> }[],
  defaultLocale: Id,
): Record<Id, Readonly<Record<string, string>>> {
  const reference = entries.find((entry) => entry.id === defaultLocale)?.messages;
  if (!reference) throw new Error(`UI messages: the default language "${defaultLocale}" has no message file`);
  const keys = Object.keys(reference);
  for (const { id, messages } of entries) {
    if (!messages) throw new Error(`UI messages: "${id}" has no message file (i18n/${id}.ts, named in site.config.ts)`);
    const missing = keys.filter((key) => !Object.hasOwn(messages, key) || !messages[key].trim());
    const extra = Object.keys(messages).filter((key) => !Object.hasOwn(reference, key));
    if (missing.length) throw new Error(`UI messages: "${id}" lacks the keys ${missing.join(', ')}`);
    if (extra.length) throw new Error(`UI messages: "${id}" has keys the default language lacks: ${extra.join(', ')}`);
  }
  return Object.fromEntries(entries.map(({ id, messages }) => [id, messages])) as Record<
    Id,
    Readonly<Record<string, string>>
  >;
}

export const messages: Record<LocaleId, Readonly<Record<MessageKey, string>>> = checkMessages(locales, DEFAULT_LOCALE);

/** A UI string with its `{name}` placeholders filled; a placeholder without a value stays as written. */
export function translate(locale: LocaleId, key: MessageKey, values: Record<string, string> = {}): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** UI strings by locale, and the formatter the theme uses through useT(). */
import type { LocaleId } from '../../core/types';
import enUS, { type MessageKey } from './en-US';
import zhCN from './zh-CN';

export type { MessageKey };
export const messages = { 'en-US': enUS, 'zh-CN': zhCN } as const;

export function translate(locale: LocaleId, key: MessageKey, values: Record<string, string> = {}): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

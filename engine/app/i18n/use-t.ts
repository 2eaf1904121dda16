/** The theme's translator: UI strings in the language of the address (or the one given). */
import type { LocaleId } from '../../core/types';
import { useLocale } from '../site/hooks';
import { translate, type MessageKey } from '../../core/messages';

export function useT(locale?: LocaleId) {
  const current = useLocale();
  const id = locale ?? current;
  return (key: MessageKey, values?: Record<string, string>) => translate(id, key, values);
}

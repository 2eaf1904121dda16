/** The playground's route and the query that names its demo (no code: see playground-url.ts for that). */
import type { LocaleId } from '../site/types';

export const PLAYGROUND_PATH = '/~playground';

export function playgroundPath(id: string, locale: LocaleId): string {
  const query = new URLSearchParams({ demo: id });
  if (locale !== 'en-US') query.set('locale', locale);
  return `${PLAYGROUND_PATH}?${query}`;
}

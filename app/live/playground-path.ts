/** The playground's route and the query that names its demo (no code: see playground-url.ts for that). */
import { siteHref } from '../site/href';
import type { LocaleId } from '../site/types';

export const PLAYGROUND_PATH = '/~playground';

/** The playground's address for a demo, under the site's base path. */
export function playgroundPath(id: string, locale: LocaleId): string {
  const query = new URLSearchParams({ demo: id });
  if (locale !== 'en-US') query.set('locale', locale);
  return `${siteHref(PLAYGROUND_PATH)}?${query}`;
}

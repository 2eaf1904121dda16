/** The playground's route and the query that names its demo (no code: see playground-url.ts for that). */
import { localizePath } from '../../core/locale';
import type { LocaleId } from '../../core/types';

export const PLAYGROUND_PATH = '/~playground';

/**
 * '/~playground?demo=simple', or '/zh-CN/~playground?demo=simple' in Chinese: the router's path, for `Link` and
 * `navigate` (a plain `href` needs the base path: `siteHref`).
 */
export function playgroundPath(id: string, locale: LocaleId): string {
  return `${localizePath(PLAYGROUND_PATH, locale)}?${new URLSearchParams({ demo: id })}`;
}

/**
 * The playground's address with code: `[/<locale prefix>]/~playground?demo=<id>#code=<files>` (the code's part is
 * engine/core/playground-code.ts), under the site's base path.
 */
import type { LocaleId } from '../../core/types';
import { siteHref } from '../site/href';
import { playgroundPath } from '../../core/demo-paths';
import { codeHash, type PlaygroundContext } from '../../core/playground-code';

export * from '../../core/playground-code';

/** The playground's address with code, under the site's base path (for a plain `href` and the history). */
export function playgroundHref(
  id: string,
  locale: LocaleId,
  files: Readonly<Record<string, string>>,
  context: PlaygroundContext = {},
): string {
  return siteHref(playgroundPath(id, locale)) + codeHash(files, context);
}

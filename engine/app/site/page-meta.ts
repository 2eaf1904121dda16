/** <title>, description and the head tags search engines and link previews read, for every route. */
import siteData from 'virtual:site-data';
import { BASE_PATH } from './href';
import { headTags, type HeadPage } from '../../core/seo';
import type { HeadTag } from './head';
import { translate } from '../../core/messages';
import type { LocaleId, PageMeta } from '../../core/types';

/**
 * Every page's title has one pattern: the page's own title, then the site's (`Changelog – <site title>`); the home page
 * puts the site first, with its tagline (`<site title> – <tagline>`).
 */
export const titled = (...parts: string[]) => [...parts, siteData.title].join(' – ');

/** Any page's meta: its full title first, then the head tags. */
export function routeMeta(page: HeadPage): HeadTag[] {
  return [
    { title: page.title },
    ...headTags(page, {
      title: siteData.title,
      description: siteData.description,
      origin: siteData.origin,
      base: BASE_PATH,
    }),
  ];
}

/** A content page's meta. */
export function pageMeta(
  page: Pick<PageMeta, 'title' | 'description' | 'path' | 'locale' | 'url'>,
  alternates: Partial<Record<LocaleId, string>>,
) {
  const title = page.path === '' ? `${siteData.title} – ${translate(page.locale, 'site.tagline')}` : titled(page.title);
  return routeMeta({
    title,
    description: page.description,
    locale: page.locale,
    url: page.url,
    alternates,
    markdown: true,
  });
}

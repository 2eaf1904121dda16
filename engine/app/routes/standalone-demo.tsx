/**
 * /~demos/:id: one demo alone on a page, no doc chrome; ?locale=<id> picks another language than the default once
 * hydrated. Prerendered for every demo (in the default language), so a static host has a file for each.
 * Framed by a previewer (iframe mode), it also takes edited source by message, renders it and reports back.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { useMatches } from 'react-router';
import { demos } from 'virtual:demos';
import demoInfo from 'virtual:demo-info';
import { translate } from '../../core/messages';
import type { DemoSourceMessage } from '../live/messages';
import { allowedPackages } from '../live/modules';
import { useFrameSource } from '../live/use-frame-source';
import { useLiveDemo } from '../live/use-live-demo';
import { siteHref } from '../site/href';
import { routeMeta, titled } from '../site/page-meta';
import { useHydratedQuery } from '../site/use-hydrated-query';
import { DEFAULT_LOCALE, htmlLang, LOCALES, localeFromQuery, localizePath } from '../../core/locale';
import { standaloneDemoPath } from '../../core/demo-paths';
import DemoError from '../theme/DemoError';
import LiveDemo from '../theme/LiveDemo';
import RetryBoundary from '../theme/RetryBoundary';
import { lazyChunk } from '../site/chunks';
import 'virtual:demo-stylesheet';
import { useSiteData } from '../site/hooks';

/** The demo of a standalone page: its route is `~demos/<id>`, with the route id `demo:<id>`. */
const demoIdOfRoute = (routeId: string) => routeId.replace(/^demo:/, '');

export const meta = ({ matches }: { matches: ({ id: string } | undefined)[] }) => {
  const id = demoIdOfRoute(matches.at(-1)?.id ?? '');
  const demos = demoInfo[DEFAULT_LOCALE];
  const info = Object.hasOwn(demos, id) ? demos[id] : undefined;
  return routeMeta({
    title: info
      ? titled(info.asset.title, translate(DEFAULT_LOCALE, 'standalone.title'))
      : titled(translate(DEFAULT_LOCALE, 'standalone.title')),
    description: info?.asset.description,
    locale: DEFAULT_LOCALE,
    url: standaloneDemoPath(id, DEFAULT_LOCALE),
    alternates: Object.fromEntries(LOCALES.map((locale) => [locale, standaloneDemoPath(id, locale)])),
  });
};

/** Renders sources posted by the previewer around this iframe, and answers with compile-done messages. */
function useFramedSource(id: string, context: readonly string[], dependencies: Record<string, string>) {
  const { packageName } = useSiteData();
  const allowed = useMemo(
    () => allowedPackages(context, dependencies, packageName),
    [context, dependencies, packageName],
  );
  const live = useLiveDemo({ entry: '', allowed, scope: id });
  /** Our compile number -> the previewer's sequence number, to answer for the right source. */
  const asked = useRef(new Map<number, number | undefined>());
  const onSource = useCallback(
    async (message: DemoSourceMessage) => {
      const originals = (await demos[id].source()).default.files;
      const entry = originals[0].name;
      const files = {
        ...Object.fromEntries(originals.map((file) => [file.name, file.code])),
        ...message.files,
        [entry]: message.code,
      };
      const done = live.compile(files, entry);
      asked.current.set(live.latestSeq(), message.seq);
      await done;
    },
    [id, live],
  );
  const { framed, report } = useFrameSource(id, (message) => void onSource(message));
  const { status, latest, error } = live.state;
  useEffect(() => {
    if ((status !== 'rendered' && status !== 'error') || !asked.current.has(latest)) return;
    report(asked.current.get(latest), status === 'error' ? error : null);
    asked.current.delete(latest);
  }, [status, latest, error, report]);
  return { framed, live };
}

export default function StandaloneDemo() {
  const id = demoIdOfRoute(useMatches().at(-1)?.id ?? '');
  const params = useHydratedQuery();
  const locale = localeFromQuery(params.get('locale'));
  const entry = Object.hasOwn(demos, id) ? demos[id] : undefined;
  const Demo = useMemo(() => (entry ? lazyChunk(entry.load) : null), [entry]) as ComponentType | null;
  const info = demoInfo[locale][id];
  const { live } = useFramedSource(id, info?.context ?? [], info?.asset.dependencies ?? {});
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
    if (info) document.title = titled(info.asset.title, translate(locale, 'standalone.title'));
  }, [locale, info]);

  if (!Demo) {
    return (
      <main className="standalone standalone-missing">
        <h1>{translate(locale, 'notFound.title')}</h1>
        <p>{translate(locale, 'demo.notFound', { id })}</p>
        <a href={siteHref(localizePath('/demo', locale))}>{translate(locale, 'demo.index')}</a>
      </main>
    );
  }
  return (
    <main className="standalone" data-demo-id={id} data-live-state={live.state.status}>
      <h1 className="visually-hidden">{info?.asset.title ?? id}</h1>
      <div className="standalone-demo">
        {live.shown ? (
          <LiveDemo live={live} />
        ) : (
          <RetryBoundary fallback={(error, retry) => <DemoError error={error} onRetry={retry} locale={locale} />}>
            <Suspense fallback={<p>{translate(locale, 'common.loading')}</p>}>
              <Demo />
            </Suspense>
          </RetryBoundary>
        )}
      </div>
    </main>
  );
}

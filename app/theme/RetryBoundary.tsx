/**
 * A part of a page that failed, shown in its place with a retry that asks again for the code that did not arrive.
 * `page`: the doc layout's page (a failed chunk as a whole page; any other error goes on to the root error page).
 * `editor`: the live editor (a compact chunk error, then `fallback`: the code, still readable).
 * `demo`: a demo (any error; the rest of the page keeps working). `live`: a compiled demo (nothing shown: `onError`
 * is told; `onCommit` once the whole demo rendered).
 */
import { Component, type ReactNode } from 'react';
import { ChunkLoadError, forgetFailures } from '../site/chunks';
import { useT } from '../i18n/use-t';
import type { LiveDemo as Live } from '../live/use-live-demo';
import type { LocaleId } from '../../core/types';

interface Props {
  kind: 'page' | 'editor' | 'demo' | 'live';
  children: ReactNode;
  fallback?: ReactNode;
  onError?: (error: unknown) => void;
  onCommit?: () => void;
  locale?: LocaleId;
}

export default class RetryBoundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error(String(error)) };
  }

  componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  componentDidMount() {
    if (this.state.error === null) this.props.onCommit?.();
  }

  render() {
    const { error } = this.state;
    const { kind, children, fallback, locale } = this.props;
    if (error === null) return children;
    if (kind === 'live') return null;
    const retry = () => (forgetFailures(), this.setState({ error: null }));
    if (kind === 'demo') return <DemoError error={error} onRetry={retry} locale={locale} />;
    if (!(error instanceof ChunkLoadError)) throw error;
    return (
      <>
        <ChunkError error={error} onRetry={retry} compact={kind === 'editor'} locale={locale} />
        {fallback}
      </>
    );
  }
}

interface ErrorProps<E> {
  error: E;
  onRetry: () => void;
  locale?: LocaleId;
}

function DemoError({ error, onRetry, locale }: ErrorProps<unknown>) {
  const t = useT(locale);
  return (
    <div className="demo-error" role="alert">
      <p>{t('demo.error')}</p>
      <pre>{error instanceof Error ? error.message : String(error)}</pre>
      <button type="button" className="button" onClick={onRetry}>
        {t('demo.retry')}
      </button>
    </div>
  );
}

/** Code that did not arrive: which chunk, how it failed, its address, and a retry; `compact` without the page heading. */
export function ChunkError({ error, onRetry, compact, locale }: ErrorProps<ChunkLoadError> & { compact?: boolean }) {
  const t = useT(locale);
  return (
    <div className={compact ? 'chunk-error compact' : 'chunk-error'} role="alert">
      {!compact && <h1>{t('chunk.title')}</h1>}
      <p className="chunk-error-message">
        {t(error.code ? 'chunk.cssFailed' : 'chunk.failed', { chunk: error.chunk })}
      </p>
      <dl>
        <dt>{t('chunk.type')}</dt>
        <dd>
          <code>{error.type}</code> {t(`chunk.${error.type}`)}
        </dd>
        <dt>{t('chunk.address')}</dt>
        <dd>
          <code>{error.request}</code>
        </dd>
        {error.code && <dt>{t('chunk.code')}</dt>}
        {error.code && (
          <dd>
            <code>{error.code}</code>
          </dd>
        )}
      </dl>
      {!compact && <p>{t('chunk.hint')}</p>}
      <button type="button" className="button primary" onClick={onRetry}>
        {t('chunk.retry')}
      </button>
    </div>
  );
}

/** The demo compiled last, keyed by its version: `live` is told once it rendered, or the error it threw. */
export function LiveDemo({ live }: { live: Live }) {
  if (!live.shown) return null;
  const { Component: Demo, version } = live.shown;
  return (
    <RetryBoundary
      key={version}
      kind="live"
      onCommit={() => live.committed(version)}
      onError={(error) => live.renderFailed(version, error)}
    >
      <Demo />
    </RetryBoundary>
  );
}

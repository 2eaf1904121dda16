/**
 * A part of a page that failed: `fallback` shows the error in its place (nothing without one), with a retry that asks
 * again for the code that did not arrive. `onError` is told of the error.
 */
import { Component, type ReactNode } from 'react';
import { ChunkLoadError, chunkName, forgetFailures } from '../site/chunks';
import { useT } from '../i18n/use-t';
import type { LocaleId } from '../../core/types';

interface Props {
  children: ReactNode;
  fallback?: (error: unknown, retry: () => void) => ReactNode;
  onError?: (error: unknown) => void;
}

export default class RetryBoundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError = (error: unknown) => ({ error: error ?? new Error(String(error)) });

  componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return this.props.fallback?.(error, () => (forgetFailures(), this.setState({ error: null })));
  }
}

/**
 * A fallback for code that did not arrive: its chunk error, or with `code` (the live editor's) a compact one and the
 * code after it, still readable. Any other error goes on up (a page's to the root error page).
 */
export const chunkFallback = (code?: ReactNode, locale?: LocaleId) => (error: unknown, retry: () => void) => {
  if (!(error instanceof ChunkLoadError)) throw error;
  return (
    <>
      <ChunkError error={error} onRetry={retry} compact={!!code} locale={locale} />
      {code}
    </>
  );
};

type ChunkErrorProps = { error: ChunkLoadError; onRetry: () => void; compact?: boolean; locale?: LocaleId };

/** Code that did not arrive: which chunk, how it failed, its address, and a retry; `compact` without the page heading. */
export function ChunkError({ error, onRetry, compact, locale }: ChunkErrorProps) {
  const t = useT(locale);
  return (
    <div className={compact ? 'chunk-error compact' : 'chunk-error'} role="alert">
      {!compact && <h1>{t('chunk.title')}</h1>}
      <p className="chunk-error-message">
        {t(error.code ? 'chunk.cssFailed' : 'chunk.failed', { chunk: chunkName(error.request) })}
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
      {/* A chunk this document cannot import again (ChunkLoadError.stale) comes only with the page loaded anew. */}
      <button type="button" className="button primary" onClick={error.stale ? () => window.location.reload() : onRetry}>
        {t('chunk.retry')}
      </button>
    </div>
  );
}

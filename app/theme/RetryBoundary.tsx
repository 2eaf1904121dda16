/**
 * A part of a page that failed, shown in its place with a retry that asks again for the code that did not arrive.
 * `page`: the doc layout's page (a failed chunk as a whole page; any other error goes on to the root error page).
 * `editor`: the live editor (a compact chunk error, then `fallback`: the code, still readable).
 * `demo`: a demo (any error; the rest of the page keeps working). `live`: a compiled demo, keyed by its version
 * (nothing shown: `onError` is told; `onCommit` once the whole demo rendered).
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import { asChunkError, forgetFailures, type ChunkLoadError } from '../site/chunks';
import { useT } from '../i18n/use-t';
import type { LocaleId } from '../../core/types';

interface Props {
  kind: 'page' | 'editor' | 'demo' | 'live';
  children: ReactNode;
  fallback?: ReactNode;
  /** A change starts over without the error (the page's address). */
  resetKey?: unknown;
  onError?: (error: unknown) => void;
  onCommit?: () => void;
  locale?: LocaleId;
}

export default class RetryBoundary extends Component<Props, { error: unknown; resetKey: unknown }> {
  state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: { resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
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
    const chunk = asChunkError(error);
    if (!chunk) throw error;
    return (
      <>
        <ChunkError error={chunk} onRetry={retry} compact={kind === 'editor'} locale={locale} />
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
          <code>{error.type}</code> {t(error.type === 'timeout' ? 'chunk.timeout' : 'chunk.error')}
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

interface LiveProps {
  shown: { Component: ComponentType; version: number };
  onCommit: (version: number) => void;
  onError: (version: number, error: unknown) => void;
}

/** A compiled demo, keyed by its version by the caller: told once it rendered, or the error it threw. */
export function LiveDemo({ shown, onCommit, onError }: LiveProps) {
  const { Component: Demo, version } = shown;
  return (
    <RetryBoundary kind="live" onCommit={() => onCommit(version)} onError={(error) => onError(version, error)}>
      <Demo />
    </RetryBoundary>
  );
}

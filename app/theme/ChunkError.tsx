/**
 * Code that did not arrive: which chunk, how it failed, its address, and a retry. A whole page,
 * or `compact`: one part of a page (the live editor), without the page heading.
 */
import type { ChunkLoadError } from '../site/chunk-error';
import type { LocaleId } from '../../core/types';
import { useT } from '../i18n/use-t';

interface Props {
  error: ChunkLoadError;
  onRetry: () => void;
  compact?: boolean;
  locale?: LocaleId;
}

export default function ChunkError({ error, onRetry, compact, locale }: Props) {
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
        {error.code && (
          <>
            <dt>{t('chunk.code')}</dt>
            <dd>
              <code>{error.code}</code>
            </dd>
          </>
        )}
      </dl>
      {!compact && <p>{t('chunk.hint')}</p>}
      <button type="button" className="button primary" onClick={onRetry}>
        {t('chunk.retry')}
      </button>
    </div>
  );
}

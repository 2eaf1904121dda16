/** A page whose code did not arrive (SPEC section 8): which chunk, how it failed, its address, and a retry. */
import type { ChunkLoadError } from '../site/chunk-error';
import { useT } from '../site/hooks';

export default function ChunkError({ error, onRetry }: { error: ChunkLoadError; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="chunk-error" role="alert">
      <h1>{t('chunk.title')}</h1>
      <p className="chunk-error-message">{t(error.code ? 'chunk.cssFailed' : 'chunk.failed', { chunk: error.chunk })}</p>
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
      <p>{t('chunk.hint')}</p>
      <button type="button" className="button primary" onClick={onRetry}>
        {t('chunk.retry')}
      </button>
    </div>
  );
}

/** A demo that failed (its code did not arrive, or it threw), in its place: the error and a retry. */
import { useT } from '../i18n/use-t';
import type { LocaleId } from '../../core/types';

type Props = { error: unknown; onRetry: () => void; locale?: LocaleId };

export default function DemoError({ error, onRetry, locale }: Props) {
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

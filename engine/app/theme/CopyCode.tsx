/** The copy button of a code block: copies the block's code, then says "copied" for a moment. */
import { useT } from '../i18n/use-t';
import { CheckIcon, CopyIcon } from './toolbar-icons';
import { useCopy } from './use-copy';

/** `code` gives the text at the click: a block's text can change after the button is made. */
export default function CopyCode({ code }: { code: () => string }) {
  const t = useT();
  const [copied, copy] = useCopy();
  return (
    <button type="button" className="control code-copy" onClick={() => copy(code())} aria-live="polite">
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span className={copied ? undefined : 'visually-hidden'}>{copied ? t('demo.copied') : t('demo.copy')}</span>
    </button>
  );
}

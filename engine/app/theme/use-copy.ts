/** A copy action and its "copied" state, which lasts COPIED_MS after each successful copy. */
import { useCallback, useEffect, useState } from 'react';
import { COPIED_MS } from '../live/constants';

export function useCopy(): [copied: boolean, copy: (text: string) => Promise<void>] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = useCallback(async (text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }, []);
  return [copied, copy];
}

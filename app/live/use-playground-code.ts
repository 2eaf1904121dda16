/**
 * The playground's code, headless: the demo's files once they arrive, the link's code by the rule of
 * playground-state.ts, each run written into the address (so a reload or a shared link brings the same code back)
 * and trusted by this browser, the live demo compiled from it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { demos } from 'virtual:demos';
import type { LocaleId } from '../../core/types';
import { codesOf } from './demo-code';
import { forgetHash, isTrustedHash, trustHash } from './playground-trust';
import { emptyPlayground, playgroundStep, type PlaygroundAction, type PlaygroundCode } from './playground-state';
import { changedFiles, codeHash, playgroundHref, readCodeHash } from './playground-url';
import { useLiveDemo } from './use-live-demo';

export function usePlaygroundCode(id: string, locale: LocaleId, allowed: ReadonlySet<string>) {
  const [code, setCode] = useState<PlaygroundCode>(emptyPlayground);
  const current = useRef(code);
  const names = code.originals ? Object.keys(code.originals) : [];
  // Code stopped for running without end is not run again by the link without the visitor's Run.
  const forget = useCallback(() => forgetHash(id), [id]);
  const live = useLiveDemo({ entry: names[0] ?? '', allowed, scope: `playground-${id}`, onEndless: forget });
  const { compile, edit } = live;

  const writeAddress = useCallback(
    (next: Record<string, string>, base: Record<string, string>) => {
      const carried = changedFiles(Object.keys(base)[0], next, base);
      trustHash(id, codeHash(carried));
      // Keep React Router's history state: only the address changes.
      window.history.replaceState(window.history.state, '', playgroundHref(id, locale, carried));
    },
    [id, locale],
  );

  const apply = useCallback(
    (action: PlaygroundAction) => {
      const { state, run } = playgroundStep(current.current, action);
      current.current = state;
      setCode(state);
      if (!run || !state.codes || !state.originals) return;
      writeAddress(state.codes, state.originals);
      if (run === 'edit') return edit(state.codes);
      if (run === 'reset') edit.cancel();
      void compile(state.codes, Object.keys(state.originals)[0]);
    },
    [compile, edit, writeAddress],
  );

  useEffect(() => {
    let cancelled = false;
    void demos[id].source().then(({ default: source }) => {
      if (cancelled) return;
      const base = codesOf(source.files);
      const hash = window.location.hash;
      apply({ type: 'start', base, read: readCodeHash(hash), trusted: isTrustedHash(id, hash) });
    });
    return () => {
      cancelled = true;
    };
  }, [id, apply]);

  return {
    codes: code.codes,
    held: code.held,
    names,
    live,
    change: (name: string, text: string) => apply({ type: 'change', name, code: text }),
    run: () => apply({ type: 'run' }),
    reset: () => apply({ type: 'reset' }),
  };
}

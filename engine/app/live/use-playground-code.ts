/**
 * The playground's code, headless: the demo's files once they arrive, the link's code by the rule of
 * playground-state.ts, each run written into the address (so a reload or a shared link brings the same code back)
 * and trusted by this browser, the live demo compiled from it. The link's title and note (what the code shows) stay
 * in the address with the code. A new link with code in the same document (only the hash changed: one pasted into
 * the address bar) starts again from that link, by the same rule.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { demos } from 'virtual:demos';
import type { LocaleId } from '../../core/types';
import { codesOf } from './demo-code';
import { forgetHash, isTrustedHash, trustHash } from './playground-trust';
import { emptyPlayground, playgroundStep, type PlaygroundAction, type PlaygroundCode } from './playground-state';
import {
  changedFiles,
  codeHash,
  playgroundHref,
  readCodeHash,
  readContextHash,
  type PlaygroundContext,
} from './playground-url';
import { useLiveDemo } from './use-live-demo';

export function usePlaygroundCode(id: string, locale: LocaleId, allowed: ReadonlySet<string>) {
  const [code, setCode] = useState<PlaygroundCode>(emptyPlayground);
  const current = useRef(code);
  const [context, setContext] = useState<PlaygroundContext>({});
  const currentContext = useRef(context);
  /** The hash this page last wrote into the address: a change to any other is a new link. */
  const written = useRef<string | null>(null);
  const names = code.originals ? Object.keys(code.originals) : [];
  // Code stopped for running without end is not run again by the link without the visitor's Run.
  const forget = useCallback(() => forgetHash(id), [id]);
  const live = useLiveDemo({ entry: names[0] ?? '', allowed, scope: `playground-${id}`, onEndless: forget });
  const { compile, edit } = live;

  const writeAddress = useCallback(
    (next: Record<string, string>, base: Record<string, string>) => {
      const carried = changedFiles(Object.keys(base)[0], next, base);
      const hash = codeHash(carried, currentContext.current);
      trustHash(id, hash);
      written.current = hash;
      // Keep React Router's history state: only the address changes.
      window.history.replaceState(
        window.history.state,
        '',
        playgroundHref(id, locale, carried, currentContext.current),
      );
    },
    [id, locale],
  );

  const apply = useCallback(
    (action: PlaygroundAction) => {
      const { state, run } = playgroundStep(current.current, action);
      current.current = state;
      setCode(state);
      // The demo's own code is not what the link's title and note were about.
      if (action.type === 'reset' && run) {
        currentContext.current = {};
        setContext({});
      }
      if (!run || !state.codes || !state.originals) return;
      writeAddress(state.codes, state.originals);
      if (run === 'edit') return edit(state.codes);
      if (run === 'reset') edit.cancel();
      void compile(state.codes, Object.keys(state.originals)[0]);
    },
    [compile, edit, writeAddress],
  );

  /** Starts from the link in the address: its title and note now, its code once the demo's own files are here. */
  const readLink = useCallback(() => {
    const hash = window.location.hash;
    const next = readContextHash(hash);
    currentContext.current = next;
    setContext(next);
    return { read: readCodeHash(hash), trusted: isTrustedHash(id, hash) };
  }, [id]);

  useEffect(() => {
    let cancelled = false;
    readLink();
    void demos[id].source().then(({ default: source }) => {
      if (cancelled) return;
      apply({ type: 'start', base: codesOf(source.files), ...readLink() });
    });
    return () => {
      cancelled = true;
    };
  }, [id, apply, readLink]);

  useEffect(() => {
    const onHashChange = () => {
      // Only a link with code is a new link: a demo's own `<a href="#">` changes the hash too.
      if (window.location.hash === written.current || readCodeHash(window.location.hash).kind === 'none') return;
      const base = current.current.originals;
      const link = readLink();
      if (!base) return;
      // An edit still waiting to run belongs to the code being replaced.
      edit.cancel();
      apply({ type: 'start', base, ...link });
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [apply, edit, readLink]);

  return {
    codes: code.codes,
    held: code.held,
    context,
    names,
    live,
    change: (name: string, text: string) => apply({ type: 'change', name, code: text }),
    run: () => apply({ type: 'run' }),
    reset: () => apply({ type: 'reset' }),
  };
}

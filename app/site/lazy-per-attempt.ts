/**
 * Components loaded on demand that can be asked for again. React remembers a `lazy` component's failed import, so a
 * retry needs a new `lazy`: one per retry attempt (`RetryAttempt`, app/site/retry-attempt.ts), made once each.
 */
import { createElement, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import { RetryAttempt } from './retry-attempt';

export function lazyPerAttempt<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): (attempt: number) => LazyExoticComponent<ComponentType<P>> {
  const made = new Map<number, LazyExoticComponent<ComponentType<P>>>();
  return (attempt) => {
    if (!made.has(attempt)) made.set(attempt, lazy(load));
    return made.get(attempt)!;
  };
}

/** A component loaded on demand that loads again when the nearest boundary's `RetryAttempt` changes. */
export function retryableLazy(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const forAttempt = lazyPerAttempt(load);
  return function Retryable() {
    return createElement(forAttempt(useContext(RetryAttempt)));
  };
}

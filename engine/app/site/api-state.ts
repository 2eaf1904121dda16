/** Which of its states the API component shows; pure, so it is tested without a DOM. Runs in the browser. */

export type ApiState = 'disabled' | 'notFound' | 'loading' | 'ready';

export function apiState(options: { enabled: boolean; known: boolean; loaded: boolean }): ApiState {
  if (!options.enabled) return 'disabled';
  if (!options.known) return 'notFound';
  return options.loaded ? 'ready' : 'loading';
}

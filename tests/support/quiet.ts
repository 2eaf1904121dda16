/**
 * Waiting for a page's network to go quiet after something the page does on its own (a hover's prefetch, a click).
 * Playwright's `waitForLoadState('networkidle')` does not serve here: it is a one-time event of the document's load,
 * so once the page has loaded it resolves at once, whatever is still in flight.
 */
import type { Page } from 'playwright-core';

/**
 * Counts the page's requests from now on. `quiet()` resolves once none is open and none has started or ended for
 * `quietMs`; with `afterRequest`, not before one has started since the watch began, so that an action whose effect
 * comes after a delay (a hover's prefetch waits a moment for intent) is not taken as quiet before it begins.
 */
export function watchNetwork(page: Page) {
  let open = 0;
  let count = 0;
  let last = Date.now();
  page.on('request', () => {
    open++;
    count++;
    last = Date.now();
  });
  const ended = () => {
    open--;
    last = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet({ quietMs = 500, afterRequest = false } = {}) {
      while (open > 0 || Date.now() - last < quietMs || (afterRequest && count === 0)) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

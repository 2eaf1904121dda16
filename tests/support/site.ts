/**
 * Browser-test helpers: the test site's address, a page loaded until it is hydrated, the requests before its load.
 * The pages themselves come from the fixtures (fixtures.ts).
 */
import type { Locator, Page } from 'playwright-core';

export const siteUrl = () => {
  const url = process.env.TEST_SITE_URL;
  if (!url)
    throw new Error('TEST_SITE_URL is not set: run the e2e project through vitest (tests/e2e/global-setup.ts).');
  return url;
};

/**
 * Loads an address and waits for React to hydrate it (the root sets `data-hydrated` after its first effects), not
 * for network quiet: prefetches and lazy chunks may still be loading, as they would for a visitor.
 */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await hydrated(page);
}

/** Waits for the page's document to be hydrated (after a load or a reload). */
export const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/**
 * The addresses a loaded page asked for before its load event: its HTML, then what it and its frames fetched, from
 * the browser's own resource timing (a frame's load comes before its parent's, so its requests all count).
 */
export async function requestsBeforeLoad(page: Page): Promise<string[]> {
  const load = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return navigation.loadEventStart > 0 ? performance.timeOrigin + navigation.loadEventStart : NaN;
  });
  if (Number.isNaN(load)) throw new Error(`${page.url()} has not fired its load event`);
  const fetched = await Promise.all(
    page
      .frames()
      .map((frame) =>
        frame.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => ({ url: entry.name, at: performance.timeOrigin + entry.startTime })),
        ),
      ),
  );
  return [
    page.url(),
    ...fetched
      .flat()
      .filter((request) => request.at < load)
      .map((request) => request.url),
  ];
}

/**
 * Waits until React has attached its handlers to the element (a part of the page hydrated after the rest, such as a
 * lazily loaded chunk): before that, typing into it or clicking it reaches no handler.
 */
export const reactAttached = (target: Locator) =>
  target.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const ready = () => Object.keys(el).some((key) => key.startsWith('__reactProps'));
        const check = () => (ready() ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );

/** Browser-test helpers: one Chromium per test file, pages that record errors and off-site requests. */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser.ts';

export const siteUrl = () => {
  const url = process.env.TEST_SITE_URL;
  if (!url)
    throw new Error('TEST_SITE_URL is not set: run the e2e project through vitest (tests/e2e/global-setup.ts).');
  return url;
};

export interface Watched {
  page: Page;
  /** Console errors and warnings, uncaught exceptions, and Content-Security-Policy violations. */
  errors: string[];
  /** Requests to any host but the site's own. */
  offsite: string[];
  close: () => Promise<void>;
}

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

/** In every frame of a page, before its own scripts: report each Content-Security-Policy violation. */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { __cspViolation?: (text: string) => void }).__cspViolation;
    report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`);
  });
}

/**
 * Starts one browser for the test file; `open()` gives a fresh page that records what went wrong. Any
 * Content-Security-Policy violation on a page a test opened fails that test, whatever else it checks. Pages are
 * opened on the test server's site unless `site` gives another address (the deploy test's static host).
 */
export function useBrowser(site: () => string = siteUrl) {
  let browser: Browser;
  let violations: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(() => {
    const seen = violations;
    violations = [];
    expect(seen, 'Content-Security-Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(path = '/', options: BrowserContextOptions = {}): Promise<Watched> {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
      const errors: string[] = [];
      await context.exposeFunction('__cspViolation', (text: string) => {
        violations.push(text);
        errors.push(`csp: ${text}`);
      });
      await context.addInitScript(reportViolations);
      const page = await context.newPage();
      const offsite: string[] = [];
      const origin = new URL(site()).origin;
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning') errors.push(`${msg.type()}: ${msg.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) offsite.push(url);
      });
      // Without JavaScript a page never hydrates: its load is all there is to wait for.
      if (path && options.javaScriptEnabled === false) await page.goto(site() + path, { waitUntil: 'load' });
      else if (path) await visit(page, site() + path);
      return { page, errors, offsite, close: () => context.close() };
    },
    /**
     * One page for a series of addresses (the page walks): each `go()` loads one in the same tab, with the HTTP cache
     * off as on a first visit, and starts its error and off-site lists afresh. A new context and page per address
     * cost a walk about 45 % more time: a renderer process to start, and axe and the site's code compiled anew.
     */
    async tab(options: BrowserContextOptions = {}): Promise<Watched & { go: (path: string) => Promise<void> }> {
      const watched = await this.open('', options);
      const cdp = await watched.page.context().newCDPSession(watched.page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const go = async (path: string) => {
        watched.errors.length = 0;
        watched.offsite.length = 0;
        await visit(watched.page, site() + path);
      };
      return { ...watched, go };
    },
  };
}

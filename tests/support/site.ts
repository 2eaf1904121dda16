/** Browser-test helpers: one Chromium per test file, pages that record errors and off-site requests. */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';

export const siteUrl = () => {
  const url = process.env.TEST_SITE_URL;
  if (!url)
    throw new Error('TEST_SITE_URL is not set: run the e2e project through vitest (tests/e2e/global-setup.ts).');
  return url;
};

export interface Watched {
  page: Page;
  /** Console errors and warnings, and uncaught exceptions. */
  errors: string[];
  /** Requests to any host but the site's own. */
  offsite: string[];
  close: () => Promise<void>;
}

/**
 * Starts one browser for the test file; `open()` gives a fresh page that records what went wrong. Pages are
 * opened on the test server's site unless `site` gives another address (the deploy test's static host).
 */
export function useBrowser(site: () => string = siteUrl) {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(path = '/', options: BrowserContextOptions = {}): Promise<Watched> {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
      const page = await context.newPage();
      const errors: string[] = [];
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
      if (path) await page.goto(site() + path, { waitUntil: 'networkidle' });
      return { page, errors, offsite, close: () => context.close() };
    },
  };
}

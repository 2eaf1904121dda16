/**
 * The browser tests' fixtures (Vitest's `test.extend`): one Chromium per test file, and pages that close themselves.
 * A test takes `site` and opens pages with `site.open(path)`: each in a fresh browser context, closed after the
 * test. A series of addresses shares one tab (`openTab`, for the page walks): closed after the file. Any
 * Content-Security-Policy violation on a page fails the test that was running, whatever else it checks.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect, test as base } from 'vitest';
import { launchBrowser } from './browser.ts';
import { siteUrl, visit } from './site.ts';

export interface Watched {
  page: Page;
  /** Console errors and warnings, uncaught exceptions, and Content-Security-Policy violations. */
  errors: string[];
  /** Requests to any host but the site's own. */
  offsite: string[];
}

export interface Tab extends Watched {
  /** Loads an address in the same tab, and starts the error and off-site lists afresh. */
  go: (path: string) => Promise<void>;
}

export interface Site {
  /**
   * A fresh page that records what went wrong, `path` loaded and hydrated (none loaded for ''). Pages are opened on
   * the test server's site unless the file's fixtures were made for another address (`siteTest`).
   */
  open(path?: string, options?: BrowserContextOptions): Promise<Watched>;
}

/** In every frame of a page, before its own scripts: report each Content-Security-Policy violation. */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { __cspViolation?: (text: string) => void }).__cspViolation;
    report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`);
  });
}

async function openPage(
  browser: Browser,
  site: () => string,
  violations: string[],
  contexts: BrowserContext[],
  path: string,
  options: BrowserContextOptions,
): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  contexts.push(context);
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
  return { page, errors, offsite };
}

async function closeAll(contexts: BrowserContext[]) {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
}

/** The fixtures for a site at `site()` (read when a page opens: a file may start its host first). */
export function siteTest(site: () => string = siteUrl) {
  return (
    base
      // eslint-disable-next-line no-empty-pattern -- Vitest reads what a fixture needs from this pattern: nothing
      .extend('chromium', { scope: 'file' }, async ({}, { onCleanup }) => {
        const browser = await launchBrowser();
        onCleanup(() => browser.close());
        return browser;
      })
      .extend('violations', { scope: 'file' }, async () => [] as string[])
      .extend('openTab', { scope: 'file' }, async ({ chromium, violations }, { onCleanup }) => {
        const contexts: BrowserContext[] = [];
        onCleanup(() => closeAll(contexts));
        /**
         * One tab for a series of addresses (the page walks), with the HTTP cache off as on a first visit. A new
         * context and page per address cost a walk about 45 % more time: a renderer process to start, and axe and the
         * site's code compiled anew.
         */
        return async (options: BrowserContextOptions = {}): Promise<Tab> => {
          const watched = await openPage(chromium, site, violations, contexts, '', options);
          const cdp = await watched.page.context().newCDPSession(watched.page);
          await cdp.send('Network.enable');
          await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
          const go = async (path: string) => {
            watched.errors.length = 0;
            watched.offsite.length = 0;
            await visit(watched.page, site() + path);
          };
          return { ...watched, go };
        };
      })
      .extend('site', async ({ chromium, violations }, { onCleanup }): Promise<Site> => {
        const contexts: BrowserContext[] = [];
        onCleanup(() => closeAll(contexts));
        return {
          open: (path = '/', options = {}) => openPage(chromium, site, violations, contexts, path, options),
        };
      })
      .extend('cspClean', { auto: true }, async ({ violations }, { onCleanup }) => {
        onCleanup(() => {
          const seen = violations.splice(0);
          expect(seen, 'Content-Security-Policy violations').toEqual([]);
        });
        return true;
      })
  );
}

/** The fixtures for the site the test server serves (tests/e2e/global-setup.ts). */
export const it = siteTest();

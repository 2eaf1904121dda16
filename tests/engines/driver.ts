/**
 * One page in one of the three engines, behind the few verbs the flows use (flows.ts), so that each flow is written
 * once: Chromium and Firefox through puppeteer-core (the DevTools protocol and WebDriver BiDi), WebKitGTK through
 * its WebDriver (classic: the Debian build has no BiDi) with the `webdriver` client. Each engine runs in its own
 * language and time zone, the far ends a visitor brings: Chromium in English at UTC-8, Firefox in Chinese at UTC+8,
 * WebKit in the bare C locale at UTC+14. What a page does in the browser is read with expressions (strings), which
 * every protocol can run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import WebDriver from 'webdriver';
import { CHROMIUM_ARGS, findChromium } from '../support/browser.ts';

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export type Key = 'Tab' | 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'End' | 'Home' | 'Backspace';

export interface EnginePage {
  engine: EngineName;
  /** Loads an address of the site and waits until React has hydrated it. */
  goto(path: string): Promise<void>;
  /** The value of a JavaScript expression in the page (its result must be JSON). */
  eval<T>(expression: string): Promise<T>;
  /** Waits until the expression is truthy; fails naming `what` after `timeout` ms. */
  waitUntil(expression: string, what: string, timeout?: number): Promise<void>;
  /** Clicks the first element that `selector` matches, as a pointer would (scrolled into view first). */
  click(selector: string): Promise<void>;
  /** Presses a key on the focused element, with Control (Command on macOS is not needed here) held or not. */
  press(key: Key, options?: { control?: boolean; shift?: boolean }): Promise<void>;
  /** Types text into the focused element, a key at a time. */
  type(text: string): Promise<void>;
  /** What went wrong in the page and its frames since the last load (probe.js). */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface EngineSetting {
  locale: string;
  timeZone: string;
}

export const ENGINE_SETTINGS: Record<EngineName, EngineSetting> = {
  chromium: { locale: 'en-US', timeZone: 'America/Los_Angeles' },
  firefox: { locale: 'zh-CN', timeZone: 'Asia/Shanghai' },
  webkit: { locale: 'C', timeZone: 'Pacific/Kiritimati' },
};

const VIEWPORT = { width: 1280, height: 800 };
const POLL_MS = 50;

/** The environment of an engine's process: its language (LANG, as a desktop session sets it) and time zone. */
function environment({ locale, timeZone }: EngineSetting): NodeJS.ProcessEnv {
  const posix = locale === 'C' ? 'C' : `${locale.replace('-', '_')}.UTF-8`;
  return { ...process.env, LANG: posix, LC_ALL: posix, LANGUAGE: locale === 'C' ? '' : locale, TZ: timeZone };
}

async function pollUntil(check: () => Promise<unknown>, what: string, timeout: number) {
  const end = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    if (Date.now() > end)
      throw new Error(
        `timed out after ${timeout} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const HYDRATED = `document.documentElement.hasAttribute('data-hydrated')`;

/** The verbs every engine shares, given its own three primitives. */
function verbs(site: string, run: <T>(expression: string) => Promise<T>, load: (url: string) => Promise<void>) {
  const waitUntil = (expression: string, what: string, timeout = 30_000) =>
    pollUntil(() => run<boolean>(`!!(${expression})`), what, timeout);
  return {
    eval: run,
    waitUntil,
    async goto(path: string) {
      await load(site + path);
      await waitUntil(HYDRATED, `${path} to hydrate`);
    },
    errors: () => run<string[]>('window.__engineLog || []'),
  };
}

async function puppeteerPage(engine: 'chromium' | 'firefox', site: string): Promise<EnginePage> {
  const setting = ENGINE_SETTINGS[engine];
  const browser: Browser =
    engine === 'chromium'
      ? await puppeteer.launch({
          executablePath: findChromium(),
          headless: true,
          env: environment(setting),
          args: [...CHROMIUM_ARGS, `--lang=${setting.locale}`],
        })
      : await puppeteer.launch({
          browser: 'firefox',
          executablePath: findFirefox(),
          headless: true,
          env: environment(setting),
          extraPrefsFirefox: {
            'intl.accept_languages': setting.locale,
            'intl.locale.requested': setting.locale,
            // No updates, telemetry or remote settings: this machine reaches no other host.
            'app.update.enabled': false,
            'datareporting.policy.dataSubmissionEnabled': false,
            'toolkit.telemetry.enabled': false,
          },
        });
  const page: Page = await browser.newPage();
  await page.setViewport(VIEWPORT);
  const run = <T>(expression: string) => page.evaluate(expression) as Promise<T>;
  const base = verbs(site, run, async (url) => {
    await page.goto(url, { waitUntil: 'load' });
  });
  return {
    engine,
    ...base,
    async click(selector) {
      await page.locator(selector).setTimeout(30_000).click();
    },
    async press(key, { control = false, shift = false } = {}) {
      if (control) await page.keyboard.down('Control');
      if (shift) await page.keyboard.down('Shift');
      await page.keyboard.press(key as KeyInput);
      if (shift) await page.keyboard.up('Shift');
      if (control) await page.keyboard.up('Control');
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    close: () => browser.close(),
  };
}

const FIREFOX = ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/usr/lib/firefox-esr/firefox-esr'];
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
];

function findFirst(candidates: string[], env: string, install: string): string {
  const fromEnv = process.env[env];
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`${env} is set to ${fromEnv}, but there is no file there.`);
    return fromEnv;
  }
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`Not found: ${candidates.join(', ')}. ${install}`);
  return found;
}

export const findFirefox = () =>
  findFirst(
    FIREFOX,
    'FIREFOX_PATH',
    'On Debian or Ubuntu run `sudo apt-get install firefox-esr firefox-esr-l10n-zh-cn`.',
  );
export const findWebKit = () => ({
  driver: findFirst([WEBKIT_DRIVER], 'WEBKIT_DRIVER_PATH', 'On Debian run `sudo apt-get install webkit2gtk-driver`.'),
  browser: findFirst(MINIBROWSER, 'WEBKIT_BROWSER_PATH', 'On Debian run `sudo apt-get install webkit2gtk-driver`.'),
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const WEBDRIVER_KEYS: Record<Key | 'Control' | 'Shift', string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  End: '\uE010',
  Home: '\uE011',
  Backspace: '\uE003',
  Control: '\uE009',
  Shift: '\uE008',
};

async function webkitPage(site: string): Promise<EnginePage> {
  const { driver: driverPath, browser } = findWebKit();
  const port = await freePort();
  // WebKitGTK draws into an X display even when nothing is shown: xvfb-run gives it a virtual one.
  const driver: ChildProcess = spawn('xvfb-run', ['-a', driverPath, `--port=${port}`], {
    env: environment(ENGINE_SETTINGS.webkit),
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  try {
    await pollUntil(
      () => fetch(`http://127.0.0.1:${port}/status`).then((answer) => answer.ok),
      'WebKitWebDriver to start',
      30_000,
    );
    const client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryCount: 0,
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: browser, args: ['--automation'] },
      } as Parameters<typeof WebDriver.newSession>[0]['capabilities'],
    });
    await client.setWindowRect(null, null, VIEWPORT.width, VIEWPORT.height);
    const run = async <T>(expression: string) => (await client.executeScript(`return (${expression});`, [])) as T;
    const base = verbs(site, run, async (url) => {
      await client.navigateTo(url);
    });
    const keyActions = (keys: string[]) => [
      ...keys.map((value) => ({ type: 'keyDown', value })),
      ...[...keys].reverse().map((value) => ({ type: 'keyUp', value })),
    ];
    return {
      engine: 'webkit',
      ...base,
      async click(selector) {
        await pollUntil(
          () => run<boolean>(`!!document.querySelector(${JSON.stringify(selector)})`),
          `${selector} to appear`,
          30_000,
        );
        const element = await client.findElement('css selector', selector);
        // The W3C element reference ({ 'element-6066-…': id }), or the legacy one ({ ELEMENT: id }).
        const id = Object.values(element as Record<string, string>)[0];
        await client.elementClick(id);
      },
      async press(key, { control = false, shift = false } = {}) {
        const held = [...(control ? [WEBDRIVER_KEYS.Control] : []), ...(shift ? [WEBDRIVER_KEYS.Shift] : [])];
        await client.performActions([
          { type: 'key', id: 'keyboard', actions: keyActions([...held, WEBDRIVER_KEYS[key]]) },
        ]);
        await client.releaseActions();
      },
      async type(text) {
        const actions = [...text].flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]);
        await client.performActions([{ type: 'key', id: 'keyboard', actions }]);
        await client.releaseActions();
      },
      async close() {
        await client.deleteSession().catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** A page in `engine`, on the site at `site` (its address without a trailing slash). */
export function openEngine(engine: EngineName, site: string): Promise<EnginePage> {
  return engine === 'webkit' ? webkitPage(site) : puppeteerPage(engine, site);
}

/** Finds a Chromium to drive (CHROME_PATH, then the usual system paths) and launches it headless. */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, but there is no file there.`);
    return fromEnv;
  }
  const found = CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. On Debian or Ubuntu run `sudo apt-get install chromium`, ' +
        'or set CHROME_PATH to a Chrome or Chromium binary. (`npx playwright install` cannot download here.)',
    );
  }
  return found;
}

/** Chromium's flags for tests: no sandbox (root), no GPU, and none of the background requests to other hosts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches Chromium headless. With `scrollbars`, scroll bars take room as on a desktop (headless hides them by
 * default, so a table never meets a scroll bar's width).
 */
export function launchBrowser({ scrollbars = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    ...(scrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
  });
}

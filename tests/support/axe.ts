/** axe-core in a page: WCAG 2.1 A and AA rules, injected from node_modules (never from a CDN). */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Reduced motion: a page must not be audited halfway through a demo's colour transition. */
export const STILL = { reducedMotion: 'reduce' } as const;

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[];
}

/** Puts axe in the page, evaluated by the test driver: an injected <script> would be refused by the pages' policy. */
export async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(fs.readFileSync(AXE, 'utf8'));
}

/** The rules whose outcome depends on colours: all that can change between light and dark. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Violations as one line per element, in the colour mode given (set the way engine/app/site/prefers-color.ts sets it):
 * every WCAG 2.1 A and AA rule; with `colours: 'only'` the rules that read colours, with `colours: 'skip'` the others.
 */
export async function audit(
  page: Page,
  mode: 'light' | 'dark',
  { colours = 'check' }: { colours?: 'check' | 'only' | 'skip' } = {},
): Promise<string[]> {
  await page.evaluate((value) => document.documentElement.setAttribute('data-prefers-color', value), mode);
  await injectAxe(page);
  const options =
    colours === 'only'
      ? { runOnly: { type: 'rule', values: COLOUR_RULES } }
      : {
          runOnly: { type: 'tag', values: TAGS },
          rules: Object.fromEntries(COLOUR_RULES.map((rule) => [rule, { enabled: colours === 'check' }])),
        };
  const result = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe.run(
        document,
        options,
      ),
    options,
  );
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${mode}: ${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

/** Light and dark together: every rule in light, and in dark the rules that colours can break. */
export const auditBoth = async (page: Page) => [
  ...(await audit(page, 'light')),
  ...(await audit(page, 'dark', { colours: 'only' })),
];

/**
 * Keeps the claims checks and the pages in step.
 *
 * A check is an `it('<docs path>: "<fragment>"', …)` in `tests/claims/<page>.test.ts` (or `<page>.browser.test.ts`),
 * where `<page>` is the page's path under docs/ without `.md`, slashes as dashes, and the fragment is a verbatim piece
 * of the English sentence it backs. Sentences that read like behaviour claims but are not claims about the library
 * at run time are listed, each with the reason, in `tests/claims/*.not-claims.ts` files: each default-exports a
 * `NotClaim[]` (see not-claims.ts). Any number of such files are read, so each page's owner can keep their own.
 *
 * (a) Every check's fragment is still on its page, and every listed non-claim too: a reworded page flags them.
 * (b) Every candidate claim of the English pages (pages.ts says which sentences are candidates) is named by a
 *     check or listed as not a claim.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotClaim } from './not-claims.ts';
import { englishPages, fold, isCandidate, pageText, pageUnits, ROOT } from './pages.ts';

const DIR = path.join(ROOT, 'tests/claims');

interface Check {
  file: string;
  page: string;
  fragment: string;
}

/** The string literal that names each `it(…)` of a file, unescaped; null for an `it(` named otherwise. */
function testNames(source: string): (string | null)[] {
  return [...source.matchAll(/\bit\(\s*(?:(['"])((?:\\.|(?!\1)[^\\])*)\1)?/g)].map(([, , name]) =>
    name === undefined ? null : name.replace(/\\(.)/g, '$1'),
  );
}

const CHECK_NAME = /^(docs\/[\w/.-]+\.md): "(.+)"$/;

/** `docs/demo/virtual-list.md` -> `demo-virtual-list`. */
const fileStem = (page: string) =>
  page
    .replace(/^docs\//, '')
    .replace(/\.md$/, '')
    .replace(/\//g, '-');

const checkFiles = fs
  .readdirSync(DIR)
  .filter((file) => file.endsWith('.test.ts') && file !== 'inventory.test.ts')
  .sort();
// Checks that need the built site (a demo page, the playground) live with the browser tests, in files named
// `<something>-claims.test.ts`, under the same names.
const E2E = path.join(ROOT, 'tests/e2e');
const siteCheckFiles = fs
  .readdirSync(E2E)
  .filter((file) => file.endsWith('-claims.test.ts'))
  .sort();

function readChecks(): { checks: Check[]; misnamed: string[] } {
  const checks: Check[] = [];
  const misnamed: string[] = [];
  for (const [dir, files] of [
    [DIR, checkFiles],
    [E2E, siteCheckFiles],
  ] as const) {
    for (const file of files) {
      for (const name of testNames(fs.readFileSync(path.join(dir, file), 'utf8'))) {
        const match = name === null ? null : CHECK_NAME.exec(name);
        if (!match) misnamed.push(`${file}: ${name ?? '(not a string literal)'}`);
        else checks.push({ file: dir === E2E ? `e2e/${file}` : file, page: match[1], fragment: match[2] });
      }
    }
  }
  return { checks, misnamed };
}

async function readNotClaims(): Promise<(NotClaim & { file: string })[]> {
  const files = fs.readdirSync(DIR).filter((file) => file.endsWith('.not-claims.ts'));
  const lists = await Promise.all(
    files.map(async (file) => {
      const list = ((await import(path.join(DIR, file))) as { default: NotClaim[] }).default;
      return list.map((entry) => ({ ...entry, file }));
    }),
  );
  return lists.flat();
}

const { checks, misnamed } = readChecks();
const pages = englishPages();
const texts = new Map(pages.map((page) => [page, pageText(page)]));
let notClaims: (NotClaim & { file: string })[] = [];

beforeAll(async () => {
  notClaims = await readNotClaims();
});

describe('claims checks', () => {
  it('finds the checks, each named after a page and a fragment, in the file of that page', () => {
    expect(checks.length).toBeGreaterThan(100);
    expect(misnamed).toEqual([]);
    const elsewhere = checks
      .filter((check) => !check.file.startsWith('e2e/'))
      .filter((check) => check.file.replace(/(\.browser)?\.test\.ts$/, '') !== fileStem(check.page))
      .map((check) => `${check.file}: ${check.page}`);
    expect(elsewhere).toEqual([]);
  });

  it("(a) finds every check's fragment, and every listed non-claim, on its page", () => {
    const stale = [
      ...checks.filter((check) => !texts.get(check.page)?.includes(fold(check.fragment))),
      ...notClaims.filter((entry) => !texts.get(entry.page)?.includes(fold(entry.fragment))),
    ].map((entry) => `${'file' in entry ? entry.file : ''} ${entry.page}: "${entry.fragment}"`);
    expect(stale).toEqual([]);
  });

  it('gives every non-claim its reason', () => {
    expect(notClaims.filter((entry) => entry.why.trim().length < 10)).toEqual([]);
  });

  it('(b) has a check or a reason for every candidate claim of the English pages', () => {
    const covers = (fragment: string, sentence: string) => {
      const piece = fold(fragment);
      return sentence.includes(piece) || piece.includes(sentence);
    };
    let candidates = 0;
    let checked = 0;
    let excluded = 0;
    const missing: string[] = [];
    for (const page of pages) {
      for (const unit of pageUnits(page).filter(isCandidate)) {
        candidates += 1;
        if (checks.some((check) => check.page === page && covers(check.fragment, unit.text))) checked += 1;
        else if (notClaims.some((entry) => entry.page === page && covers(entry.fragment, unit.text))) excluded += 1;
        else missing.push(`${page}: ${unit.text}`);
      }
    }
    console.log(
      `claims inventory: ${candidates} candidate sentences and rows; ${checked} with a check, ${excluded} listed as ` +
        `not claims, ${missing.length} with neither; ${checks.length} checks in ${checkFiles.length} files`,
    );
    expect(missing).toEqual([]);
  });
});

/**
 * `llms-full.txt` in each language holds every page of that language, in both builds: the root one (build/) and the
 * one for /table/ (build-subpath/). Each page's part opens with its address and says what the page's own Markdown
 * copy (`<page>.md`, the same build) says, line for line, its links aside (made absolute there); every link to the
 * site is under the build's base path, and none is left relative to a page. Reads files: no browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../site.config.ts';
import { absoluteUrl, normalizeSiteOrigin } from '../../engine/core/base-path.ts';
import { scanDocs } from '../../engine/pipeline/content/docs-folder.ts';
import { LOCALES } from '../../engine/core/locale.ts';
import { markdownPath } from '../../engine/core/seo.ts';
import { llmsFullPath } from '../../engine/pipeline/seo/vite-plugin.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILDS = [
  { base: '/', client: path.join(ROOT, process.env.BUILD_DIR ?? 'build', 'client') },
  { base: '/table/', client: path.join(ROOT, 'build-subpath', 'client') },
];

/** The parts of an llms-full.txt, by the address each opens with. */
function parts(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of text.split(/\n---\n\nSource: /).slice(1)) {
    const end = part.indexOf('\n');
    found.set(part.slice(0, end), part.slice(end + 1).trim());
  }
  return found;
}

/** A Markdown text's lines that hold no link, blank lines dropped. */
const linkless = (text: string) => text.split('\n').filter((line) => line.trim() && !/\]\(/.test(line));

describe.each(BUILDS)('llms-full.txt of the build for $base', ({ base, client }) => {
  const origin = normalizeSiteOrigin(process.env.SITE_URL || siteConfig.url, base);
  const read = (sitePath: string) => {
    const file = path.join(client, sitePath);
    if (!fs.existsSync(file)) throw new Error(`No ${file}: run \`npm run build\` and \`npm run build:subpath\` first.`);
    return fs.readFileSync(file, 'utf8');
  };

  it.each(LOCALES)('%s holds every page of its language, in full, links under the base path', (locale) => {
    const text = read(llmsFullPath(locale));
    const inFile = parts(text);
    const pages = scanDocs().filter((doc) => doc.locale === locale);
    expect(pages.length).toBeGreaterThan(10);
    expect([...inFile.keys()].sort()).toEqual(pages.map((doc) => absoluteUrl(origin, base, doc.url)).sort());
    for (const doc of pages) {
      const part = inFile.get(absoluteUrl(origin, base, doc.url))!;
      expect(linkless(part), doc.url).toEqual(linkless(read(markdownPath(doc.url))));
    }
    const links = [...text.matchAll(/\]\(([^)\s]*)/g)].map((match) => match[1]);
    const site = links.filter((link) => !/^https:\/\/(?:github\.com|www\.npmjs\.com)\//.test(link));
    expect(site.length).toBeGreaterThan(50);
    expect(site.filter((link) => !link.startsWith(absoluteUrl(origin, base, '/')))).toEqual([]);
    // llms.txt names the file.
    expect(read('/llms.txt')).toContain(`(${absoluteUrl(origin, base, llmsFullPath(locale))})`);
  });
});

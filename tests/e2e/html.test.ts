/** The built HTML against the Nu HTML Checker (vnu.jar, run with the system Java), on a sample of pages. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFileOf } from '../../bench/first-load.ts';

const client = path.resolve(process.env.BUILD_DIR ?? path.resolve(import.meta.dirname, '../../build'), 'client');
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

const PAGES = [
  '/',
  '/changelog',
  '/migration',
  '/demo/jsx-columns',
  '/demo/prefix-cls',
  '/demo/sticky-container',
  '/demo',
  '/demo/simple',
  '/demo/aria',
  '/demo/virtual',
  '/demo/expanded-row-render',
  '/demo/fixed-columns-and-header-rtl',
  // A fixed summary is a table of its own: every column needs a cell that starts in it.
  '/demo/sticky-header-and-summary',
  // The parts list, the live table and the stylesheet builder's preview (a fixed summary too).
  '/styling',
];

/**
 * The checker's CSS validator predates some CSS the site's stylesheet uses (container queries and their units,
 * `line-clamp`); the stylesheet is inlined into every page, so these are reported for each. Besides these and the two
 * below, nothing is let pass.
 */
const UNKNOWN_TO_THE_CHECKER = [
  /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
  /^CSS: “line-clamp”: Property “line-clamp” doesn't exist\.$/,
];
/**
 * `<link rel="expect" blocking="render">` (the HTML standard's link type `expect`: no frame before the element it names
 * is parsed), which the checker knows only for stylesheets.
 */
const expectLink = (m: Message) =>
  m.message ===
    'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
  /<link rel="expect" href="#[\w-]+" blocking="render">/.test(m.extract ?? '');
/** A length in container units (`100cqi`), which the checker reports as an unknown dimension of its property. */
const containerUnit = (m: Message) =>
  /^CSS: “[a-z-]+”: Unknown dimension\.$/.test(m.message) && /\d+cq[iwhb]\b/.test(m.extract ?? '');

interface Message {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

function validate(files: string[]): Message[] {
  const java = process.env.JAVA ?? 'java';
  // A short run: the quick compiler only and one collector thread take a third of the CPU time of the defaults, with
  // the same messages. Unoptimized, the checker's schema evaluation needs a deeper stack than the default one.
  const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  const run = spawnSync(java, [...jvm, '-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
  });
  if (run.error)
    throw new Error(
      `Could not run ${java} (${run.error.message}): install a Java runtime (Debian: \`apt-get install default-jre-headless\`) or set JAVA.`,
    );
  return (JSON.parse(run.stderr || '{"messages":[]}') as { messages: Message[] }).messages;
}

describe('HTML validity', () => {
  it('has no error in the home, changelog, migration page, demo index, demos, their Chinese twins, the 404 pages, a standalone demo and the playground', () => {
    const urls = PAGES.flatMap((url) => [url, url === '/' ? '/zh-CN' : `/zh-CN${url}`]);
    const files = [
      ...urls.map((url) => htmlFileOf(client, url)),
      path.join(client, '404.html'),
      path.join(client, 'zh-CN/404.html'),
      path.join(client, '~demos/simple/index.html'),
      path.join(client, '~playground/index.html'),
    ];
    for (const file of files) expect(fs.existsSync(file), file).toBe(true);
    const errors = validate(files)
      .filter(
        (m) => !UNKNOWN_TO_THE_CHECKER.some((known) => known.test(m.message)) && !containerUnit(m) && !expectLink(m),
      )
      .map((m) => `${path.relative(client, new URL(m.url).pathname)}: ${m.message} ${m.extract ?? ''}`);
    expect(errors).toEqual([]);
  });
});

/** Reading and rewriting the built site's HTML files, for the tests that check or change them after a build. */
import fs from 'node:fs';
import path from 'node:path';
import { policyFor } from '../../engine/scripts/csp.ts';

/** Every .html file under `dir`, in any sub-folder. */
export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The text of every `<script>` the browser runs that has no `src` (not a data block such as JSON), in order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(` ${attributes}`))
    .filter(([, attributes]) => !/\stype\s*=\s*"(?!module")[^"]*"/i.test(` ${attributes}`))
    .map(([, , text]) => text);
}

const POLICY = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/;

/** The page with its policy made again for the inline scripts it has now (after a test rewrote them). */
export function withPolicyRemade(html: string): string {
  if (!POLICY.test(html)) throw new Error('The page has no Content-Security-Policy to remake');
  return html.replace(
    POLICY,
    (_, open: string, _old: string, close: string) => open + policyFor(inlineScripts(html)) + close,
  );
}

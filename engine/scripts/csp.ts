/**
 * The Content-Security-Policy of every built HTML page, as a `<meta http-equiv>` (a static host sends no headers).
 * Inline scripts (the colour start-up script, the address fix, the module script that starts the app) are allowed by their
 * sha256 hashes, computed per file after the build. See SECURITY.md for why each directive is what it is.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CODESANDBOX_DEFINE, STACKBLITZ_RUN } from '../core/sandbox.ts';

/** The text of every `<script>` without a `src` in the HTML, in order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(` ${attributes}`))
    .map(([, , text]) => text);
}

/** A CSP hash source for a script's exact text. */
export function hashSource(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The policy for one page, given its HTML. */
export function policyFor(html: string): string {
  const hashes = [...new Set(inlineScripts(html).map(hashSource))];
  return [
    "default-src 'self'",
    // 'unsafe-eval': the live editor runs compiled demo code with `new Function` (engine/app/live/runtime.ts), and
    // every page can reach a live editor by client navigation, which keeps the first document's policy.
    ["script-src 'self' 'unsafe-eval'", ...hashes].join(' '),
    // 'unsafe-inline': highlighted code and React's prerendered style props are style attributes, and the
    // table library, styled-components, CodeMirror and a demo's own stylesheet add <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${new URL(CODESANDBOX_DEFINE).origin} ${new URL(STACKBLITZ_RUN).origin}`,
  ].join('; ');
}

const META = /<meta\s+http-equiv="Content-Security-Policy"[^>]*>/i;

/** The HTML with its policy as the first element after `<meta charset>` (before any script), replacing an old one. */
export function withPolicy(html: string): string {
  const bare = html.replace(META, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(bare)}"/>`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(bare);
  const head = /<head\b[^>]*>/i.exec(bare);
  const at = charset ?? head;
  if (!at) throw new Error('csp: the page has no <head>');
  const end = at.index + at[0].length;
  const firstScript = bare.search(/<script\b/i);
  if (firstScript !== -1 && firstScript < end) throw new Error('csp: a script comes before <meta charset>');
  return bare.slice(0, end) + meta + bare.slice(end);
}

/** Every .html file under `dir`, in any sub-folder. */
export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Rewrites every HTML file of the client build with `change`; returns how many files it changed. */
export function rewriteHtmlFiles(client: string, change: (html: string) => string): number {
  let changed = 0;
  for (const file of htmlFiles(client)) {
    const html = fs.readFileSync(file, 'utf8');
    const rewritten = change(html);
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten);
      changed++;
    }
  }
  return changed;
}

/** Writes the policy into every HTML file of the client build; returns how many. */
export function applyPolicies(client: string): number {
  rewriteHtmlFiles(client, withPolicy);
  return htmlFiles(client).length;
}

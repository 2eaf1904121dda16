/**
 * The Content-Security-Policy of every built HTML page, as a `<meta http-equiv>` (a static host sends no headers):
 * engine/app/document.ts asks for it with the exact text of the inline scripts it writes (the colour start-up script,
 * the address fix, the module script that starts the app), each allowed by its sha256 hash. See SECURITY.md for why
 * each directive is what it is.
 */
import crypto from 'node:crypto';
import { CODESANDBOX_DEFINE, STACKBLITZ_RUN } from '../core/sandbox.ts';

/** A CSP hash source for a script's exact text. */
export function hashSource(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The policy for a page that runs these inline scripts. */
export function policyFor(inlineScripts: readonly string[]): string {
  const hashes = [...new Set(inlineScripts.map(hashSource))];
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

import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSource, inlineScripts, policyFor, withPolicy } from '../../../../engine/scripts/csp.ts';

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('content security policy', () => {
  it('finds inline scripts, not scripts with a src', () => {
    const html = page(
      '<script>a()</script><script src="/x.js"></script>',
      '<script type="module" async="">import "/y.js";</script>',
    );
    expect(inlineScripts(html)).toEqual(['a()', 'import "/y.js";']);
  });

  it('hashes the exact text of a script', () => {
    const expected = crypto.createHash('sha256').update('a()\n', 'utf8').digest('base64');
    expect(hashSource('a()\n')).toBe(`'sha256-${expected}'`);
    expect(hashSource('a()')).not.toBe(hashSource('a() '));
  });

  it('allows each inline script of the page by its hash, and nothing inline else', () => {
    const policy = policyFor(page('<script>one()</script>', '<script>two()</script>'));
    const scripts = directive(policy, 'script-src');
    expect(scripts).toEqual(["'self'", "'unsafe-eval'", hashSource('one()'), hashSource('two()')]);
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it('keeps everything else on the site, forms to the two sandboxes only', () => {
    const policy = policyFor(page(''));
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(['https://codesandbox.io', 'https://stackblitz.com']);
    expect(policy).not.toMatch(/\*|https?:\/\/(?!codesandbox\.io|stackblitz\.com)/);
  });

  it('puts the policy right after <meta charset>, before every script, once', () => {
    const html = withPolicy(page('<script>early()</script><title>t</title>'));
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBe(html.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length);
    expect(meta).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain(hashSource('early()'));
    // Run twice (a second prerender pass), the page still has one policy, for the same scripts.
    expect(withPolicy(html)).toBe(html);
  });

  it('refuses a page without a head', () => {
    expect(() => withPolicy('<p>no head</p>')).toThrow(/no <head>/);
  });
});

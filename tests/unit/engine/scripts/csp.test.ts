import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSource, policyFor } from '../../../../engine/scripts/csp.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('content security policy', () => {
  it('hashes the exact text of a script', () => {
    const expected = crypto.createHash('sha256').update('a()\n', 'utf8').digest('base64');
    expect(hashSource('a()\n')).toBe(`'sha256-${expected}'`);
    expect(hashSource('a()')).not.toBe(hashSource('a() '));
  });

  it('allows each inline script by its hash, once, and nothing inline else', () => {
    const scripts = directive(policyFor(['one()', 'two()', 'one()']), 'script-src');
    expect(scripts).toEqual(["'self'", "'unsafe-eval'", hashSource('one()'), hashSource('two()')]);
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it('keeps everything else on the site, forms to the two sandboxes only', () => {
    const policy = policyFor([]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(['https://codesandbox.io', 'https://stackblitz.com']);
    expect(policy).not.toMatch(/\*|https?:\/\/(?!codesandbox\.io|stackblitz\.com)/);
  });
});

import { describe, expect, it } from 'vitest';
import { inlineStylesheet, stylesheetLink } from '../../../../../engine/scripts/prerender/styles';

describe("a page's stylesheets", () => {
  it('puts the site stylesheet in a style element, followed by a disabled link to its file', () => {
    expect(inlineStylesheet('/assets/site.css', 'body{color:red}')).toBe(
      '<style>body{color:red}</style><link rel="stylesheet" href="/assets/site.css" disabled>',
    );
  });

  it('cannot end the style element early', () => {
    expect(inlineStylesheet('/a.css', 'a::after{content:"</style><script>"}')).toContain(
      '<style>a::after{content:"<\\/style><script>"}</style>',
    );
  });

  it("links a route's own stylesheet", () => {
    expect(stylesheetLink('/assets/demo.css')).toBe('<link rel="stylesheet" href="/assets/demo.css">');
  });
});

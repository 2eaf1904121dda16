import { describe, expect, it } from 'vitest';
import { inlineStylesheets, stylesheetsOf } from '../../../scripts/inline-css';

describe("the site's stylesheet in every page", () => {
  it("finds the root route's stylesheets through its static imports, once each", () => {
    const manifest = {
      'app/root.tsx?route': { imports: ['_site.js'] },
      '_site.js': { imports: ['_runtime.js'], css: ['assets/site.css'] },
      '_runtime.js': { imports: ['_site.js'] },
      '_demo.js': { css: ['assets/demo.css'] },
    };
    expect(stylesheetsOf(manifest, 'app/root.tsx?route')).toEqual(['assets/site.css']);
  });

  it('puts the text before the link and disables the link; other stylesheets stay as they are', () => {
    const sheets = new Map([['/assets/site.css', 'body{color:red}']]);
    const html =
      '<head><link rel="stylesheet" href="/assets/site.css"/><link rel="stylesheet" href="/assets/demo.css#"/></head>';
    expect(inlineStylesheets(html, sheets)).toBe(
      '<head><style>body{color:red}</style><link rel="stylesheet" href="/assets/site.css" disabled=""/>' +
        '<link rel="stylesheet" href="/assets/demo.css#"/></head>',
    );
  });

  it("adds a disabled link to the plain address when React Router's has a fragment", () => {
    const sheets = new Map([['/assets/site.css', 'body{color:red}']]);
    expect(inlineStylesheets('<link rel="stylesheet" href="/assets/site.css#"/>', sheets)).toBe(
      '<style>body{color:red}</style><link rel="stylesheet" href="/assets/site.css#" disabled=""/>' +
        '<link rel="stylesheet" href="/assets/site.css" disabled=""/>',
    );
  });

  it('cannot end the style element early', () => {
    const sheets = new Map([['/a.css', 'a::after{content:"</style><script>"}']]);
    expect(inlineStylesheets('<link rel="stylesheet" href="/a.css"/>', sheets)).toContain(
      '<style>a::after{content:"<\\/style><script>"}</style>',
    );
  });
});

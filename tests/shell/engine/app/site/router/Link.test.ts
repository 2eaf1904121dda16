import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import Link from '../../../../../../engine/app/site/router/Link';

const render = (at: string, props: { to: string; prefetch?: string; className?: string }) =>
  renderToString(
    createElement(MemoryRouter, { initialEntries: [at] }, createElement(Link, { ...props, children: 'go' })),
  );

describe("the site's link", () => {
  it('is a plain link to the site address, with its own attributes', () => {
    expect(render('/', { to: '/demo/simple#api', className: 'next' })).toBe(
      '<a href="/demo/simple#api" class="next">go</a>',
    );
  });

  it('puts a query or fragment after the current path, without its trailing slash', () => {
    expect(render('/demo/simple/', { to: '?tab=api' })).toBe('<a href="/demo/simple?tab=api">go</a>');
    expect(render('/zh-CN', { to: '#usage' })).toBe('<a href="/zh-CN#usage">go</a>');
  });

  it('refuses a prefetch it does not know, naming the ones it does', () => {
    expect(() => render('/', { to: '/demo', prefetch: 'eager' })).toThrow(
      'Invalid prefetch value: eager (expected one of intent, render, viewport, none)',
    );
  });
});

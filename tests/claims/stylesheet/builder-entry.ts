/**
 * The builder check's page script, as `window.builder`: the styling page's stylesheet builder (plugins/styling/app/StyleBuilder)
 * drawn alone, in a language, with React and the library.
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import StyleBuilder from '../../../plugins/styling/app/StyleBuilder.tsx';
import type { LocaleId } from '../../../engine/core/types.ts';

let root: Root | undefined;

/** Draws the builder in a language into a fresh element that replaces the page's content. */
export function mount(locale: LocaleId) {
  root?.unmount();
  const host = document.createElement('div');
  document.body.replaceChildren(host);
  root = createRoot(host);
  flushSync(() => root!.render(createElement(StyleBuilder, { locale })));
}

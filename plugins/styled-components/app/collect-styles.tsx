/**
 * The prerender's collector of styled-components' styles: a page rendered inside it gives the `<style>` elements its
 * styled components made, for the page's head, so the page is drawn styled from the start.
 */
import type { ReactNode } from 'react';
import { ServerStyleSheet } from 'styled-components';

export function collectStyles() {
  const sheet = new ServerStyleSheet();
  return {
    wrap: (page: ReactNode) => sheet.collectStyles(page),
    styles: () => sheet.getStyleTags(),
    done: () => sheet.seal(),
  };
}

import { describe, expect, it } from 'vitest';
import { playgroundHref } from '../../../../../engine/app/live/playground-url';

describe('a playground link', () => {
  it('puts the code and what it shows on the playground’s address of the language', () => {
    const href = playgroundHref(
      'simple',
      'zh-CN',
      { 'simple.tsx': 'export default () => null;\n' },
      { title: 'A + B' },
    );
    expect(href).toMatch(/^\/zh-CN\/~playground\?demo=simple#code=[^&]+&title=A%20%2B%20B$/);
  });
});

import { describe, expect, it } from 'vitest';
import { rehypeExternalLinks } from '../../../../../../engine/pipeline/content/rehype/external-links';
import { runRehype } from '../../../../../support/markdown';

describe('rehypeExternalLinks', () => {
  it('opens a link to another site without handing it the page, and leaves site links alone', async () => {
    expect(await runRehype('[x](https://github.com/x) [d](/demo) [a](#a)', [rehypeExternalLinks])).toBe(
      '<p><a href="https://github.com/x" rel="noopener noreferrer">x</a> <a href="/demo">d</a> <a href="#a">a</a></p>',
    );
  });
});

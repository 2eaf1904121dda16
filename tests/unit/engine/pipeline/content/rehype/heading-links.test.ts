import { describe, expect, it } from 'vitest';
import { rehypeHeadingLinks } from '../../../../../../engine/pipeline/content/rehype/heading-links';
import { runRehype } from '../../../../../support/markdown';

describe('rehypeHeadingLinks', () => {
  it('ends a heading of level 2 to 4 in a # link to itself, and leaves deeper ones alone', async () => {
    expect(await runRehype('# Title\n\n## Two\n\n#### Four\n\n##### Five\n', [rehypeHeadingLinks])).toBe(
      '<h2 id="two">Two<a class="anchor" href="#two" aria-hidden="true" tabindex="-1">#</a></h2>' +
        '<h4 id="four">Four<a class="anchor" href="#four" aria-hidden="true" tabindex="-1">#</a></h4>' +
        '<h5 id="five">Five</h5>',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { editUrl, sourceUrl, versionAnchor } from '../../../../engine/core/edit-link';

describe('edit link', () => {
  it("opens a content file in the repository's editor, inside the content folder", () => {
    expect(editUrl('https://github.com/o/r', { branch: 'main', docsDir: 'docs' }, 'docs/demo/simple.md')).toBe(
      'https://github.com/o/r/edit/main/docs/demo/simple.md',
    );
  });

  it('drops only the first segment of the page file name, however long it is', () => {
    expect(editUrl('https://github.com/o/r', { branch: 'dev', docsDir: 'site' }, 'content/zh-CN/index.md')).toBe(
      'https://github.com/o/r/edit/dev/site/zh-CN/index.md',
    );
  });

  it("ignores extra slashes at the repository's end and around the content folder, not inside it", () => {
    expect(editUrl('https://github.com/o/r//', { branch: 'main', docsDir: '//site/docs//' }, 'docs/a.md')).toBe(
      'https://github.com/o/r/edit/main/site/docs/a.md',
    );
  });

  it('links a repository file on the published branch, without a doubled slash', () => {
    expect(sourceUrl('https://github.com/o/r//', { branch: 'main', docsDir: 'docs' }, 'CHANGELOG.md')).toBe(
      'https://github.com/o/r/blob/main/CHANGELOG.md',
    );
  });

  it("turns every dot of a version into a dash for the changelog's anchor", () => {
    expect(versionAnchor('1.12.0')).toBe('1-12-0');
  });
});

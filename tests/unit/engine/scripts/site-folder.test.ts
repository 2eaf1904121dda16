import { describe, expect, it } from 'vitest';
import { siteFolderProblems } from '../../../../engine/scripts/site-folder';

const have =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('a site folder', () => {
  it('is a folder inside the project with site.config.ts, i18n/ and docs/', () => {
    const complete = have('/p/site', '/p/site/site.config.ts', '/p/site/i18n', '/p/site/docs');
    expect(siteFolderProblems('/p', 'site', complete)).toEqual([]);
    expect(siteFolderProblems('/p', '/p/site', complete)).toEqual([]);
  });

  it('says what is wrong: outside the project, missing, or without one of its parts', () => {
    expect(siteFolderProblems('/p', '/tmp/site', have())).toEqual([
      'SITE_DIR=/tmp/site is outside the project: put the site folder inside /p (it uses its packages)',
    ]);
    expect(siteFolderProblems('/p', '../site', have())).toHaveLength(1);
    expect(siteFolderProblems('/p', 'nope', have())).toEqual(['SITE_DIR=nope: no such folder']);
    expect(siteFolderProblems('/p', 'site', have('/p/site', '/p/site/docs'))).toEqual([
      'SITE_DIR=site has no site.config.ts: a site folder holds site.config.ts, i18n/ and docs/',
      'SITE_DIR=site has no i18n: a site folder holds site.config.ts, i18n/ and docs/',
    ]);
  });
});

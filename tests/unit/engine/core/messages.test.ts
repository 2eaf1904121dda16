import { describe, expect, it } from 'vitest';
import { checkMessages } from '../../../../engine/core/messages';

describe('message files', () => {
  it('returns every language’s messages by its id when all have the same keys', () => {
    const en = { hello: 'Hello', bye: 'Bye' };
    const fr = { bye: 'Au revoir', hello: 'Bonjour' };
    expect(
      checkMessages(
        [
          { id: 'en', messages: en },
          { id: 'fr', messages: fr },
        ],
        'en',
      ),
    ).toEqual({ en, fr });
  });

  it('stops when the default language has no message file', () => {
    expect(() => checkMessages([{ id: 'en' }, { id: 'fr', messages: { a: 'A' } }], 'en')).toThrow(
      'UI messages: the default language "en" has no message file',
    );
  });

  it('stops when the default language is not in the list', () => {
    expect(() => checkMessages([{ id: 'fr', messages: { a: 'A' } }], 'en')).toThrow(
      'UI messages: the default language "en" has no message file',
    );
  });

  it('names the file another language lacks', () => {
    expect(() => checkMessages([{ id: 'en', messages: { a: 'A' } }, { id: 'fr' }], 'en')).toThrow(
      'UI messages: "fr" has no message file (i18n/fr.ts, named in site.config.ts)',
    );
  });

  it('lists every key a language lacks, an empty or blank text counting as lacking', () => {
    const en = { a: 'A', b: 'B', c: 'C', d: 'D' };
    expect(() =>
      checkMessages(
        [
          { id: 'en', messages: en },
          { id: 'fr', messages: { a: '', b: 'B', c: '  ' } },
        ],
        'en',
      ),
    ).toThrow('UI messages: "fr" lacks the keys a, c, d');
  });

  it('lists every key a language has that the default language lacks', () => {
    expect(() =>
      checkMessages(
        [
          { id: 'en', messages: { a: 'A' } },
          { id: 'fr', messages: { a: 'A', x: 'X', y: 'Y' } },
        ],
        'en',
      ),
    ).toThrow('UI messages: "fr" has keys the default language lacks: x, y');
  });

  it('does not take an inherited name for a key the file has', () => {
    expect(() =>
      checkMessages(
        [
          { id: 'en', messages: { toString: 'T' } },
          { id: 'fr', messages: {} },
        ],
        'en',
      ),
    ).toThrow('UI messages: "fr" lacks the keys toString');
  });
});

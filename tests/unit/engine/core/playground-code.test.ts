/** The playground's address: its code, and the title and note a link carries, read back as the playground shows them. */
import { describe, expect, it } from 'vitest';
import {
  cleanContextText,
  codeHash,
  MAX_CONTEXT_CHARS,
  readCodeHash,
  readContextHash,
} from '../../../../engine/core/playground-code';

const files = { 'simple.tsx': 'export default () => null;\n' };

describe('a playground link', () => {
  it('carries the files, and reads them back', () => {
    const hash = codeHash(files);
    expect(hash).toMatch(/^#code=[\w$+-]+$/);
    expect(readCodeHash(hash)).toEqual({ kind: 'files', files });
    expect(readContextHash(hash)).toEqual({});
  });

  it('carries a title and a note after the code, each encoded, and reads them back', () => {
    const context = {
      title: 'Fixed columns at the start + VirtualTable',
      note: 'Does not work. What you see: a & b = c; 100%.',
    };
    const hash = codeHash(files, context);
    expect(hash).toMatch(/^#code=[^&]+&title=[^&]+&note=[^&]+$/);
    expect(readCodeHash(hash)).toEqual({ kind: 'files', files });
    expect(readContextHash(hash)).toEqual(context);
    expect(readContextHash(codeHash(files, { title: '起始侧固定列 + 虚拟表格' }))).toEqual({
      title: '起始侧固定列 + 虚拟表格',
    });
  });

  it('reads markup as text: the playground shows it, never parses it', () => {
    const hash = `#code=x&title=${encodeURIComponent('<img src=x onerror=alert(1)>')}`;
    expect(readContextHash(hash)).toEqual({ title: '<img src=x onerror=alert(1)>' });
  });

  it('leaves out a value that cannot be decoded or is far too long, and keeps the other', () => {
    expect(readContextHash('#code=x&title=%E0%A4%A&note=fine')).toEqual({ note: 'fine' });
    const long = encodeURIComponent('x'.repeat(MAX_CONTEXT_CHARS.title * 13));
    expect(readContextHash(`#code=x&title=${long}&note=fine`)).toEqual({ note: 'fine' });
  });

  it('cuts a long text to its bound, ending in an ellipsis, on both sides', () => {
    const title = 'a'.repeat(MAX_CONTEXT_CHARS.title + 50);
    const read = readContextHash(codeHash(files, { title })).title!;
    expect(Array.from(read)).toHaveLength(MAX_CONTEXT_CHARS.title);
    expect(read.endsWith('…')).toBe(true);
    const note = '固'.repeat(MAX_CONTEXT_CHARS.note + 100);
    expect(Array.from(readContextHash(`#note=${encodeURIComponent(note)}`).note!)).toHaveLength(MAX_CONTEXT_CHARS.note);
  });
});

describe('a title or note as shown', () => {
  it('turns control characters, direction overrides and runs of white space into one space', () => {
    expect(cleanContextText('  a\n\tb\u0000c\u202Ed  ', 100)).toBe('a b c d');
  });

  it('cuts by characters, never inside one', () => {
    expect(cleanContextText('😀😀😀😀', 3)).toBe('😀😀…');
    expect(cleanContextText('abc', 3)).toBe('abc');
    expect(cleanContextText('   ', 3)).toBe('');
  });
});

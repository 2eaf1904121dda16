import { describe, expect, it } from 'vitest';
import { hiddenSides } from '../../../../../engine/app/site/use-focusable-scrollers.ts';

describe('the sides a scroll box hides content on', () => {
  it('left to right: 0 is the left end', () => {
    expect(hiddenSides(0, 800, 300, false)).toBe('right');
    expect(hiddenSides(200, 800, 300, false)).toBe('left right');
    expect(hiddenSides(500, 800, 300, false)).toBe('left');
  });

  it('right to left: 0 is the right end, and scrollLeft goes negative', () => {
    expect(hiddenSides(0, 800, 300, true)).toBe('left');
    expect(hiddenSides(-200, 800, 300, true)).toBe('left right');
    expect(hiddenSides(-500, 800, 300, true)).toBe('right');
  });

  it('nothing when everything fits, or within a pixel of an end', () => {
    expect(hiddenSides(0, 300, 300, false)).toBe('');
    expect(hiddenSides(0.5, 300.5, 300, false)).toBe('');
  });
});

/** The prerender's quiet output (engine/scripts/prerender/library-warnings.ts): expected library warnings only are left out. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EXPECTED_WARNINGS,
  isExpectedWarning,
  withoutExpectedWarnings,
} from '../../../../../engine/scripts/prerender/library-warnings';

afterEach(() => vi.restoreAllMocks());

describe('isExpectedWarning', () => {
  it('knows each expected message exactly, and nothing else', () => {
    for (const { message } of EXPECTED_WARNINGS) expect(isExpectedWarning([message])).toBe(true);
    expect(isExpectedWarning(['Warning: something new.'])).toBe(false);
    expect(isExpectedWarning([`${EXPECTED_WARNINGS[0].message} `])).toBe(false);
    expect(isExpectedWarning([EXPECTED_WARNINGS[0].message, 'more'])).toBe(false);
  });
});

describe('withoutExpectedWarnings', () => {
  it('keeps the expected warnings off console.error while the work runs, lets others through, and restores it', async () => {
    const seen: unknown[][] = [];
    const original = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void seen.push(args));
    const result = await withoutExpectedWarnings(async () => {
      console.error(EXPECTED_WARNINGS[1].message);
      console.error('Warning: a new one.');
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual([['Warning: a new one.']]);
    console.error(EXPECTED_WARNINGS[1].message);
    expect(seen).toHaveLength(2);
    expect(original).toHaveBeenCalledTimes(2);
  });
});

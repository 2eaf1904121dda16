/** The line a visitor reads for a failed live demo, and the place the editor marks. */
import { describe, expect, it } from 'vitest';
import { CompileError, compileModule } from '../../../../../engine/app/live/compile';
import {
  describeLiveError,
  errorPlace,
  isEndlessRun,
  readableReactError,
  sourceUrl,
  stackPlace,
} from '../../../../../engine/app/live/live-error';
import { LoopLimitError } from '../../../../../engine/app/live/loop-guard';

describe('live errors', () => {
  it('places a syntax error at its line and 1-based column', () => {
    let text = '';
    try {
      compileModule('const a = 1;\nconst b = (;\n', 'simple.tsx');
    } catch (error) {
      text = describeLiveError(error, 'simple');
    }
    const place = errorPlace(text);
    expect(place).toMatchObject({ file: 'simple.tsx', line: 2 });
    expect(place!.column).toBeGreaterThan(0);
    expect(place!.message).toMatch(/Unexpected token/);
  });

  it('places a stopped loop at the loop’s line', () => {
    const text = describeLiveError(new LoopLimitError('data/rows.ts', 12), 'simple');
    expect(text).toBe('data/rows.ts:12: A loop ran for over 1 s without ending and was stopped.');
    expect(errorPlace(text)).toEqual({
      file: 'data/rows.ts',
      line: 12,
      column: 0,
      message: 'A loop ran for over 1 s without ending and was stopped.',
    });
  });

  it('places a run-time error thrown from live code, through its stack', () => {
    const run = new Function(`const x = null;\nreturn x.y;\n//# sourceURL=${sourceUrl('simple', 'simple.tsx')}`);
    let text = '';
    try {
      run();
    } catch (error) {
      text = describeLiveError(error, 'simple');
    }
    expect(errorPlace(text)).toMatchObject({ file: 'simple.tsx', line: 2 });
  });

  it('reads a live module’s place out of Chromium’s and Firefox’s stack lines', () => {
    const chromium =
      'TypeError: x\n    at Demo (live/simple/simple.tsx:14:9)\n    at renderWithHooks (react-dom.js:1:1)';
    const firefox = 'Demo@live/simple/simple.tsx:14:9\nrenderWithHooks@react-dom.js:1:1';
    expect(stackPlace(chromium, 'simple', 2)).toEqual({ file: 'simple.tsx', line: 12, column: 9 });
    expect(stackPlace(firefox, 'simple', 2)).toEqual({ file: 'simple.tsx', line: 12, column: 9 });
    expect(stackPlace(chromium, 'other', 2)).toBeNull();
  });

  it('says what a stack overflow is', () => {
    const text = describeLiveError(new RangeError('Maximum call stack size exceeded'), 'simple');
    expect(text).toMatch(/Too much recursion/);
  });

  it('tells React’s production errors in words, with their arguments', () => {
    const minified =
      'Minified React error #31; visit https://react.dev/errors/31?args[]=object%20with%20keys%20%7Ba%7D for the full message or use the non-minified dev environment for full errors and additional helpful warnings.';
    expect(readableReactError(minified)).toBe(
      'Objects cannot be rendered as React children (got object with keys {a}). Render a string, a number, an element or an array of them.',
    );
    expect(describeLiveError(new Error(minified), 'simple')).toMatch(/^Objects cannot be rendered/);
    expect(
      readableReactError(
        'Minified React error #999; visit https://react.dev/errors/999?args[]=a&args[]=b for the full message',
      ),
    ).toBe('React error 999 (a, b).');
    expect(readableReactError('plain message')).toBeNull();
  });

  it('reads no place from a message without one', () => {
    expect(errorPlace('Cannot find module: lodash')).toBeNull();
  });

  it('places a compile error at its 1-based column, with a line of two digits', () => {
    const error = new CompileError('simple.tsx: Unexpected token (12:4)');
    expect(describeLiveError(error, 'simple')).toBe('simple.tsx:12:5: Unexpected token');
  });

  it('reads a compile error’s place from the end of its message only', () => {
    const error = new CompileError('simple.tsx: Expected ")" (1:2) after (3:4)');
    expect(describeLiveError(error, 'simple')).toBe('simple.tsx:3:5: Expected ")" (1:2) after');
  });

  it('shows a compile error whose file part holds a colon as it is', () => {
    const message = 'C:\\demo.tsx: Unexpected token (1:2)';
    expect(describeLiveError(new CompileError(message), 'simple')).toBe(message);
  });

  it('places nothing when the stack points into the engine’s header before the live code', () => {
    let probe = '';
    try {
      new Function(`throw new Error()\n//# sourceURL=${sourceUrl('probe', 'probe.js')}`)();
    } catch (error) {
      probe = String((error as Error).stack);
    }
    const headerLines = stackPlace(probe, 'probe', 0)!.line - 1;
    const error = new Error('boom');
    error.stack = `Error: boom\n    at live/simple/simple.tsx:${headerLines}:3`;
    expect(describeLiveError(error, 'simple')).toBe('boom');
    error.stack = `Error: boom\n    at live/simple/simple.tsx:${headerLines + 1}:3`;
    expect(describeLiveError(error, 'simple')).toBe('simple.tsx:1:3: boom');
  });

  it('does not place a thrown value that is not an Error, even one carrying a stack', () => {
    const thrown = { stack: 'at live/simple/simple.tsx:9:3', toString: () => 'odd value' };
    expect(describeLiveError(thrown, 'simple')).toBe('odd value');
  });

  it('reads a stack line that is the live module’s place alone, and a column of two digits', () => {
    expect(stackPlace('live/simple/simple.tsx:14:12', 'simple', 2)).toEqual({
      file: 'simple.tsx',
      line: 12,
      column: 12,
    });
  });

  it('reads no place from a live module name it cannot read, rather than a part of it', () => {
    expect(stackPlace('    at Demo (live/simple/my demo.tsx:14:9)', 'simple', 0)).toBeNull();
  });

  it('tells a React error whose message ends with its link', () => {
    expect(readableReactError('Minified React error #321; visit https://react.dev/errors/321')).toBe(
      'Hooks can only be called inside the body of a function component.',
    );
  });

  it('tells a React error without arguments: a question mark for a missing one, none for an unknown error', () => {
    expect(readableReactError('Minified React error #31; visit https://react.dev/errors/31 for the full message')).toBe(
      'Objects cannot be rendered as React children (got ?). Render a string, a number, an element or an array of them.',
    );
    expect(readableReactError('Minified React error #999; visit not-a-link for the full message')).toBe(
      'React error 999.',
    );
  });

  it('counts a stopped loop and an overflowed call stack as endless runs, and nothing else', () => {
    expect(isEndlessRun(new LoopLimitError('simple.tsx', 3))).toBe(true);
    expect(isEndlessRun(new RangeError('Maximum call stack size exceeded'))).toBe(true);
    expect(isEndlessRun(new Error('too much recursion'))).toBe(true);
    expect(isEndlessRun(new Error('boom'))).toBe(false);
    expect(isEndlessRun('Maximum call stack size exceeded')).toBe(false);
  });
});

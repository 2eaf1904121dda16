/** Where the editor marks the last run's error. */
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { diagnosticFor } from '../../../../../engine/app/live/editor-errors';

const doc = EditorState.create({ doc: 'const a = 1;\n  while (true) {}\nexport default a;' });

describe('diagnosticFor', () => {
  it('marks from the error’s column to the end of its line', () => {
    const mark = diagnosticFor(doc, 'demo.tsx', 'demo.tsx:1:7: Cannot redeclare');
    expect(mark).toMatchObject({ from: 6, to: 12, severity: 'error', message: 'Cannot redeclare' });
  });

  it('marks a line without a column from its first character that is not a space', () => {
    const mark = diagnosticFor(doc, 'demo.tsx', 'demo.tsx:2: A loop ran for over 1 s without ending and was stopped.');
    expect(doc.sliceDoc(mark!.from, mark!.to)).toBe('while (true) {}');
  });

  it('marks nothing for another file, a line past the end, or an error without a place', () => {
    expect(diagnosticFor(doc, 'demo.tsx', 'data.ts:1:1: x')).toBeNull();
    expect(diagnosticFor(doc, 'demo.tsx', 'demo.tsx:9:1: x')).toBeNull();
    expect(diagnosticFor(doc, 'demo.tsx', 'Cannot find module: lodash')).toBeNull();
    expect(diagnosticFor(doc, 'demo.tsx', null)).toBeNull();
  });
});

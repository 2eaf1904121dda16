/** A page demo's code while the visitor edits it, pure: what counts as edited, and what an iframe demo is sent. */
import type { DemoSourceFile } from '../../core/types';
import type { FrameSource } from './use-frame-demo';

/** The demo's files as name -> code. */
export const codesOf = (files: readonly DemoSourceFile[]): Record<string, string> =>
  Object.fromEntries(files.map((file) => [file.name, file.code]));

/** Whether some file differs from the demo's own (null: editing has not started). */
export const isEdited = (codes: Readonly<Record<string, string>> | null, originals: Readonly<Record<string, string>>) =>
  codes !== null && Object.entries(codes).some(([name, code]) => code !== originals[name]);

/** An iframe demo gets its entry file's code, and of the other files only those the visitor changed. */
export function frameSource(
  codes: Readonly<Record<string, string>>,
  entry: string,
  originals: Readonly<Record<string, string>>,
): FrameSource {
  const files = Object.fromEntries(
    Object.entries(codes).filter(([name, code]) => name !== entry && code !== originals[name]),
  );
  return { code: codes[entry], files };
}

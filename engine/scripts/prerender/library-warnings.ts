/**
 * The warnings the library prints while the prerender draws the site's demos, and which of them are expected: a
 * demo that shows a deprecated form on purpose, or a prop the library warns about whatever its value. Those are
 * left out of the build's output; any other console message still shows, so a new warning is noticed.
 */

/** Each expected message, exactly as the library prints it, with why it is expected. */
export const EXPECTED_WARNINGS: readonly { message: string; why: string }[] = [
  {
    message: 'Warning: expanded related props have been moved into `expandable`.',
    why: 'printed for a table given `title` (the title-and-footer and class-name demos) without `expandable`',
  },
  {
    message: 'Warning: `columns.render` return cell props is deprecated with perf issue, please use `onCell` instead.',
    why: 'the legacy merged-cells demo shows the form `render` returning cell props, before `onCell`',
  },
];

/** Whether a console call's arguments are one expected message and nothing else. */
export const isExpectedWarning = (args: readonly unknown[]): boolean =>
  args.length === 1 && EXPECTED_WARNINGS.some((expected) => expected.message === args[0]);

/** Runs `work` with the expected warnings kept off `console.error`; every other call goes through. */
export async function withoutExpectedWarnings<T>(work: () => Promise<T>): Promise<T> {
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (!isExpectedWarning(args)) error(...args);
  };
  try {
    return await work();
  } finally {
    console.error = error;
  }
}

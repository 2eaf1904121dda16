/**
 * Install commands for each package manager: a shell code block made only of `npm install` / `npm uninstall` lines is
 * shown as tabs (npm, yarn, pnpm, bun), each tab the same lines in that tool's words. Pure.
 */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export const isPackageManager = (value: unknown): value is PackageManager =>
  PACKAGE_MANAGERS.includes(value as PackageManager);

const LINE = /^npm\s+(install|i|add|uninstall|un|remove|rm)\s+(\S.*)$/;
const ADD = new Set(['install', 'i', 'add']);
const DEV_FLAGS = new Set(['-D', '--save-dev']);

/** The shell languages a code block may be written in to become tabs. */
export const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh']);

/** Whether every line of a code block (blank lines aside, at least one) installs or uninstalls packages with npm. */
export function isNpmCommands(code: string): boolean {
  const lines = code.split('\n').filter((line) => line.trim());
  return lines.length > 0 && lines.every((line) => LINE.test(line.trim()));
}

/** One npm line in another tool's words: `npm install -D x` -> `yarn add -D x`, `bun add -d x`; other lines as they are. */
function translate(line: string, tool: PackageManager): string {
  const match = LINE.exec(line.trim());
  if (!match || tool === 'npm') return line;
  const adds = ADD.has(match[1]);
  const words = match[2].split(/\s+/);
  const dev = words.some((word) => DEV_FLAGS.has(word));
  const packages = words.filter((word) => !DEV_FLAGS.has(word));
  const flag = dev ? [tool === 'bun' ? '-d' : '-D'] : [];
  return [tool, adds ? 'add' : 'remove', ...(adds ? flag : []), ...packages].join(' ');
}

/** The code block's lines for one package manager. */
export const commandsFor = (code: string, tool: PackageManager): string =>
  code
    .split('\n')
    .map((line) => translate(line, tool))
    .join('\n')
    .trim();

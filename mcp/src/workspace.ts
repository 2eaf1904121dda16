/**
 * The version of the table a project uses, read from its folder as an assistant's workspace holds it: the installed
 * package first (`node_modules/@rc-component/table`, else `node_modules/rc-table`, in the folder or any folder
 * above it, nearest first), else the range its `package.json` asks for (the newest known release in it), else its
 * lockfile's entry. Each file is read through `read` (undefined when missing), so the rules are testable without a
 * disk.
 */
import path from 'node:path';
import { readVersion, type KnownReleases } from '../../plugins/history/core/version-input.ts';

export interface FoundVersion {
  /** The known release the project's version reads as; undefined when it reads as none (a newer release, say). */
  version?: string;
  /** Whether it is a release of the legacy package (rc-table 7.x). */
  legacy: boolean;
  /** Where it was found, and what that file says. */
  how: 'installed' | 'package.json' | 'lockfile';
  file: string;
  written: string;
}

const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock'];
const FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

/** The folder and every folder above it, nearest first. */
function upwards(start: string): string[] {
  const folders = [path.resolve(start)];
  while (path.dirname(folders.at(-1)!) !== folders.at(-1)) folders.push(path.dirname(folders.at(-1)!));
  return folders;
}

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function findVersion(
  start: string,
  read: (file: string) => string | undefined,
  known: KnownReleases,
): FoundVersion | undefined {
  const folders = upwards(start);
  const names = [known.package, known.legacy.package];
  const found = (how: FoundVersion['how'], file: string, name: string, written: string, text: string): FoundVersion => {
    const reading = readVersion(text, known);
    return reading.version
      ? { version: reading.version, legacy: reading.legacy, how, file, written }
      : { legacy: name === known.legacy.package, how, file, written };
  };
  for (const folder of folders)
    for (const name of names) {
      const file = path.join(folder, 'node_modules', name, 'package.json');
      const version = parse(read(file) ?? '')?.version;
      if (typeof version === 'string') return found('installed', file, name, version, `${name}@${version}`);
    }
  for (const folder of folders) {
    const file = path.join(folder, 'package.json');
    const manifest = parse(read(file) ?? '');
    if (!manifest) continue;
    for (const field of FIELDS)
      for (const name of names) {
        const range = (manifest[field] as Record<string, unknown> | undefined)?.[name];
        if (typeof range === 'string') return found('package.json', file, name, range, `"${name}": "${range}"`);
      }
  }
  for (const folder of folders)
    for (const lockfile of LOCKFILES) {
      const file = path.join(folder, lockfile);
      const text = read(file);
      if (text === undefined || !names.some((name) => text.includes(name))) continue;
      const reading = readVersion(text, known);
      if (reading.version)
        return { version: reading.version, legacy: reading.legacy, how: 'lockfile', file, written: reading.version };
    }
  return undefined;
}

/** The project's own TypeScript sources, for tests that read code as text (layers, language literals). */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every .ts and .tsx file below `dir` (relative to the project), as project-relative paths with forward slashes. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(entry.name) ? [rel] : [];
  });
}

/** A source file's text. */
export const readSource = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/**
 * Every TypeScript code block on the site compiles against the installed library and React types, refs included.
 * (The demos in docs/examples are part of the project's own type check.) A block that shows code for the old
 * `rc-table` package, which is not installed, starts with a "before" comment and is left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLibraryProgram } from '../../engine/pipeline/types/reader.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = path.join(ROOT, 'docs');
const OLD_CODE = /^\/\/ (before|修改前)/;

interface Block {
  name: string;
  code: string;
}

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'examples' ? [] : markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

function blocks(): { compiled: Block[]; skipped: Block[] } {
  const compiled: Block[] = [];
  const skipped: Block[] = [];
  for (const file of markdownFiles(DOCS)) {
    const text = fs.readFileSync(file, 'utf8');
    let index = 0;
    for (const [, code] of text.matchAll(/^```(?:tsx|ts)\n([\s\S]*?)^```$/gm)) {
      index += 1;
      const block = { name: `${path.relative(DOCS, file)} #${index}`, code };
      (OLD_CODE.test(code) ? skipped : compiled).push(block);
    }
  }
  return { compiled, skipped };
}

/** Compiles each block as a module of its own, in one program; returns the errors per block. */
function compile(list: Block[]): Record<string, string[]> {
  const files = new Map(list.map((block, i) => [path.join(ROOT, `__code_block_${i}__.tsx`), block]));
  const program = createLibraryProgram(new Map([...files].map(([file, block]) => [file, block.code])));
  const errors: Record<string, string[]> = {};
  for (const [file, block] of files)
    errors[block.name] = ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((diagnostic) => `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
  return errors;
}

describe('code blocks in docs/', () => {
  const { compiled, skipped } = blocks();
  let errors: Record<string, string[]>;
  beforeAll(() => {
    errors = compile(compiled);
  }, 120_000); // compiling takes a while on a busy machine

  it('finds the blocks, and leaves out only code for the old package', () => {
    expect(compiled.length).toBeGreaterThanOrEqual(6);
    for (const block of skipped) expect(block.code, block.name).toMatch(/from 'rc-table'/);
  });

  it('passes a ref where a block makes one, to Table and to the VirtualTable cast, in every language', () => {
    // Code that takes a ref compiles only if the component's type accepts one: these blocks are compiled with it.
    for (const block of compiled.filter((b) => /useRef<Reference>/.test(b.code)))
      expect(block.code, block.name).toMatch(/\sref=\{/);
    const receivers = (file: string) =>
      new Set(
        compiled
          .filter((block) => block.name.startsWith(`${file} #`))
          .flatMap((block) => [...block.code.matchAll(/<(\w+)\s+ref=\{/g)].map((match) => match[1])),
      );
    for (const file of ['index.md', 'index.zh-CN.md'])
      expect(receivers(file), file).toEqual(new Set(['Table', 'Virtual']));
  });

  it('compiles every block without an error', () => {
    expect(Object.fromEntries(Object.entries(errors).filter(([, list]) => list.length))).toEqual({});
  });
});

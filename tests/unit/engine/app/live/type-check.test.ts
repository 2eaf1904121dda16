/**
 * The live editor's type checker in Node, with the declaration files the site ships to the editor: what it reports,
 * and that the code every compatibility cell opens in the playground (as a user writes it, and with the fixes the
 * matrix applies) and the code the composer writes type-check clean there, so no reproduction opens with red marks.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cellConfig,
  cellKey,
  cellSource,
  fixesFor,
  matrixCells,
} from '../../../../../plugins/compatibility/core/compatibility';
import { createTypeChecker } from '../../../../../engine/app/live/type-check';
import type { TypeDiagnostic } from '../../../../../engine/app/live/ts-protocol';
import { collectEditorTypes } from '../../../../../engine/pipeline/live/editor-types';
import { typescript } from '../../../../../engine/pipeline/types/typescript';
import { installedMatrix } from '../../../../../plugins/compatibility/pipeline/matrix-data';
import {
  choiceQuery,
  composeWords,
  composedSource,
  judgeChoice,
  type Choice,
} from '../../../../../plugins/composer/core/compose';

const FILE = 'simple.tsx';
let checker: ReturnType<typeof createTypeChecker>;
/** As strict as a new Vite + React + TypeScript project's tsconfig.app.json: unused names are errors there. */
let project: ReturnType<typeof createTypeChecker>;
const PROJECT_OPTIONS = {
  noUnusedLocals: true,
  noUnusedParameters: true,
  verbatimModuleSyntax: true,
  erasableSyntaxOnly: true,
  noFallthroughCasesInSwitch: true,
  noUncheckedSideEffectImports: true,
};
let id = 0;

/** The errors the editor (or `by` another checker) would mark in a file, each with the line it is on. */
function errors(code: string, by = checker): string[] {
  const answer = by.answer({ id: ++id, kind: 'check', files: { [FILE]: code }, file: FILE });
  if (answer.kind !== 'check') throw new Error(`the checker answered ${answer.kind}`);
  return answer.diagnostics
    .filter((diagnostic: TypeDiagnostic) => diagnostic.severity === 'error')
    .map((diagnostic) => {
      const line = code.slice(0, diagnostic.from).split('\n').length;
      return `line ${line} (${code.split('\n')[line - 1].trim()}): ${diagnostic.message}`;
    });
}

beforeAll(() => {
  const types = collectEditorTypes();
  checker = createTypeChecker(typescript(), types);
  project = createTypeChecker(typescript(), types, PROJECT_OPTIONS);
}, 120_000);

describe('the editor’s type checker', () => {
  it('passes typed code against the installed table and marks a wrong prop and an implicit any', () => {
    const good = `import Table from '@rc-component/table';\nexport default () => <Table columns={[]} data={[]} />;\n`;
    expect(errors(good)).toEqual([]);
    expect(errors(`import Table from '@rc-component/table';\nexport default () => <Table colums={[]} />;\n`)).toEqual([
      expect.stringContaining('colums'),
    ]);
    expect(errors(`export const f = (x) => x;\n`)).toEqual([expect.stringContaining("implicitly has an 'any' type")]);
  });

  it('marks an unused import when checking as strictly as a new project does', () => {
    const unused = `import React from 'react';\nexport default () => <b />;\n`;
    expect(errors(unused)).toEqual([]);
    expect(errors(unused, project)).toEqual([
      expect.stringContaining("'React' is declared but its value is never read"),
    ]);
  });
});

/** Every configuration the page opens: each cell as written, with the fixes that apply, and with its committed fixes. */
function configurations(): { name: string; features: string[]; fixes: string[] }[] {
  const seen = new Set<string>();
  const all: { name: string; features: string[]; fixes: string[] }[] = [];
  const add = (features: string[], fixes: string[]) => {
    const name = `${cellKey(features)}${fixes.length ? ` with ${fixes.join(', ')}` : ''}`;
    if (seen.has(name)) return;
    seen.add(name);
    all.push({ name, features, fixes });
  };
  for (const features of matrixCells()) {
    add(features, []);
    const fixes = fixesFor(features).map((fix) => fix.id);
    if (fixes.length > 0) add(features, fixes);
  }
  for (const cell of installedMatrix().cells) if (cell.fixes?.length) add(cell.features, cell.fixes);
  return all;
}

describe('the playground code of every compatibility cell', () => {
  it('type-checks without an error, as strictly as a new project', () => {
    const all = configurations();
    expect(all.length).toBeGreaterThanOrEqual(matrixCells().length);
    const failing = all.flatMap(({ name, features, fixes }) =>
      errors(cellSource(cellConfig(features, fixes)), project).map((error) => `${name}: ${error}`),
    );
    expect(failing).toEqual([]);
  }, 300_000);
});

describe('the composer’s code', () => {
  it('type-checks without an error, as strictly as a new project, for every combination it composes and in other shapes', () => {
    const matrix = installedMatrix();
    const choices: Choice[] = [
      ...matrix.cells
        .filter((cell) => cell.verdict !== 'fails')
        .map((cell) => ({ features: cell.features, columns: 12, width: 100 })),
      { features: ['virtual', 'fixed-end', 'resize'], records: 100_000, columns: 200 },
      { features: ['fixed-end', 'span', 'grouped'], columns: 3 },
      { features: [] },
    ];
    expect(choices.length).toBeGreaterThan(140);
    const failing = choices.flatMap((choice) => {
      const source = composedSource(
        choice,
        judgeChoice(choice.features, matrix),
        matrix,
        composeWords('zh-CN'),
        'zh-CN',
        '@rc-component/table',
      );
      return errors(source, project).map((error) => `${choiceQuery(choice)}: ${error}`);
    });
    expect(failing).toEqual([]);
  }, 300_000);
});

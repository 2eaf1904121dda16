import { describe, expect, it } from 'vitest';
import { commandsFor, isNpmCommands } from '../../../../engine/core/install-commands.ts';

describe('install commands', () => {
  it('takes blocks made only of npm install and uninstall lines', () => {
    expect(isNpmCommands('npm install @rc-component/table\n')).toBe(true);
    expect(isNpmCommands('npm uninstall rc-table\nnpm i -D x')).toBe(true);
    expect(isNpmCommands('npm install\nnpm run dev')).toBe(false);
    expect(isNpmCommands('npm run build')).toBe(false);
    expect(isNpmCommands('')).toBe(false);
  });

  it("says each line in the tool's words", () => {
    const code = 'npm uninstall rc-table\nnpm install @rc-component/table';
    expect(commandsFor(code, 'npm')).toBe(code);
    expect(commandsFor(code, 'yarn')).toBe('yarn remove rc-table\nyarn add @rc-component/table');
    expect(commandsFor(code, 'pnpm')).toBe('pnpm remove rc-table\npnpm add @rc-component/table');
    expect(commandsFor(code, 'bun')).toBe('bun remove rc-table\nbun add @rc-component/table');
  });

  it('keeps a development install one', () => {
    expect(commandsFor('npm i --save-dev a b', 'yarn')).toBe('yarn add -D a b');
    expect(commandsFor('npm install -D a', 'bun')).toBe('bun add -d a');
    expect(commandsFor('npm install -D a', 'pnpm')).toBe('pnpm add -D a');
  });

  it('takes a block with blank or indented lines, not one with any other line', () => {
    expect(isNpmCommands('npm i a\n   \nnpm i b')).toBe(true);
    expect(isNpmCommands('  npm install a\n')).toBe(true);
    expect(isNpmCommands('npm i a\nnpm run dev')).toBe(false);
  });

  it('translates an indented line and separates packages by single spaces', () => {
    expect(commandsFor('  npm install a', 'yarn')).toBe('yarn add a');
    expect(commandsFor('npm install a   b', 'pnpm')).toBe('pnpm add a b');
  });

  it('drops the blank lines around the block', () => {
    expect(commandsFor('\nnpm install a\n', 'bun')).toBe('bun add a');
  });
});

/**
 * V8's compile hint for the chunks a page runs at once while it hydrates: with `//# allFunctionsCalledOnLoad` as its
 * first line, a script's functions are compiled as the file streams in, off the main thread, instead of one by one on
 * the main thread when each is first called. The line goes in after everything else has written the chunk (the
 * bundler's import map must not come before it), as a comment changes nothing the file does.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk's code with the hint as its first line (once). */
export const withCompileHint = (code: string) => (code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code);

export function compileHintsPlugin(chunkNames: readonly string[]): Plugin {
  return {
    name: 'docs-engine:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunkNames.includes(chunk.name)) {
          const file = path.join(options.dir!, chunk.fileName);
          fs.writeFileSync(file, withCompileHint(fs.readFileSync(file, 'utf8')));
        }
    },
  };
}

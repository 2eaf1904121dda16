/**
 * The live editor's type checker in a Web Worker (type-check.ts, with the bundled compiler and the packages'
 * declaration files shipped with the site, virtual:editor-types). Loaded when a visitor starts editing; it answers
 * each request with diagnostics, completions or hover types, or with why it could not.
 */
import ts from 'typescript';
import types from 'virtual:editor-types';
import { createTypeChecker } from './type-check';
import type { TypeAnswer, TypeRequest } from './ts-protocol';

const checker = createTypeChecker(ts, types);

self.addEventListener('message', (event: MessageEvent<TypeRequest>) => {
  let reply: TypeAnswer;
  try {
    reply = checker.answer(event.data);
  } catch (error) {
    reply = { id: event.data.id, kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
});

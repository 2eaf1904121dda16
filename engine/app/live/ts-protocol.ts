/**
 * Messages between the live editor and its type checker (ts-worker.ts). Each request names the demo's files as they
 * are now (file name -> text) and the file asked about; each answer carries the request's id.
 */
export type TypeRequest =
  | { id: number; kind: 'check'; files: Record<string, string>; file: string }
  | { id: number; kind: 'complete'; files: Record<string, string>; file: string; pos: number }
  | { id: number; kind: 'hover'; files: Record<string, string>; file: string; pos: number };

export interface TypeDiagnostic {
  from: number;
  to: number;
  severity: 'error' | 'warning';
  message: string;
}

export interface TypeCompletion {
  name: string;
  /** The compiler's kind: 'property', 'method', 'function', 'var', 'class', 'keyword', ... */
  kind: string;
}

export interface TypeHover {
  from: number;
  to: number;
  /** The declaration, as the compiler prints it. */
  text: string;
  /** Its documentation comment, if any. */
  doc: string;
}

export type TypeAnswer =
  | { id: number; kind: 'check'; diagnostics: TypeDiagnostic[] }
  | { id: number; kind: 'complete'; from: number; options: TypeCompletion[] }
  | { id: number; kind: 'hover'; hover: TypeHover | null }
  | { id: number; kind: 'failed'; message: string };

/** Where the demo's files live in the checker's file system: `/demo/<name>`. */
export const DEMO_DIR = '/demo/';

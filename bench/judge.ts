/**
 * Judging an answer of the MCP server against a question of the judged set (bench/mcp-questions.ts): right when it
 * is a tool error exactly when the question expects one, and it holds every fact (case aside), read as an assistant
 * reads it: JSON's escaped quotes as quotes, Markdown's bold marks (search hits mark the words matched) as nothing.
 * Pure.
 */
import type { JudgedQuestion } from './mcp-questions.ts';

export interface Judgement {
  id: string;
  right: boolean;
  /** The facts the answer lacks, and whether it was an error where none was expected (or the reverse). */
  missing: string[];
  wrongKind: boolean;
}

export function judge(question: JudgedQuestion, answer: { text: string; error: boolean }): Judgement {
  const text = answer.text.replace(/\\"/g, '"').replace(/\*\*/g, '').toLowerCase();
  const missing = question.facts.filter((fact) => !text.includes(fact.toLowerCase()));
  const wrongKind = answer.error !== (question.error === true);
  return { id: question.id, right: !wrongKind && missing.length === 0, missing, wrongKind };
}

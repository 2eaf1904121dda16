/** The judged set's rules (bench/judge.ts), and the set itself: enough questions, in both languages, each judged. */
import { describe, expect, it } from 'vitest';
import { judge } from '../../../bench/judge';
import { QUESTIONS } from '../../../bench/mcp-questions';

const question = { id: 'q', question: 'Which type?', tool: 'get_prop', args: {}, facts: ['number | string', 'Since'] };

describe('judge', () => {
  it('is right when every fact is there, case aside', () => {
    expect(judge(question, { text: 'type: number | string, since 1.0.0', error: false })).toEqual({
      id: 'q',
      right: true,
      missing: [],
      wrongKind: false,
    });
  });

  it('reads JSON strings and Markdown bold as an assistant does', () => {
    const quoted = { ...question, facts: ['"start"', 'onCell'] };
    expect(judge(quoted, { text: '{"type": "boolean | \\"start\\""} use on**Cell**', error: false }).right).toBe(true);
  });

  it('names the facts missing', () => {
    expect(judge(question, { text: 'type: number', error: false })).toMatchObject({
      right: false,
      missing: ['number | string', 'Since'],
    });
  });

  it('counts an error as wrong unless the question expects one, and the reverse', () => {
    expect(judge(question, { text: 'number | string since', error: true })).toMatchObject({
      right: false,
      wrongKind: true,
    });
    const bad = { ...question, error: true as const };
    expect(judge(bad, { text: 'number | string since', error: false })).toMatchObject({
      right: false,
      wrongKind: true,
    });
    expect(judge(bad, { text: 'number | string since', error: true }).right).toBe(true);
  });
});

describe('the judged set', () => {
  it('has at least 40 questions with unique ids and facts, a tenth of them or more in Chinese', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(QUESTIONS.map((entry) => entry.id)).size).toBe(QUESTIONS.length);
    for (const entry of QUESTIONS) expect(entry.facts.length, entry.id).toBeGreaterThan(0);
    const chinese = QUESTIONS.filter((entry) => /\p{Script=Han}/u.test(entry.question));
    expect(chinese.length).toBeGreaterThanOrEqual(QUESTIONS.length / 10);
  });

  it('asks every kind of question: props, versions, combinations, styling, upgrades and errors', () => {
    const kinds = new Set(QUESTIONS.map((entry) => entry.id.split('-')[0]));
    expect([...kinds].sort()).toEqual(['combo', 'error', 'prop', 'style', 'upgrade', 'version']);
  });
});

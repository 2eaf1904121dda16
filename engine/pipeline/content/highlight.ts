/** Build-time syntax highlighting with Shiki: one HTML block carrying both light and dark colours. */
import { createHighlighter, type DecorationItem, type Highlighter } from 'shiki';
import type { TypeHint } from './code-types.ts';

const LANGS = ['tsx', 'ts', 'jsx', 'js', 'bash', 'json', 'css', 'diff', 'html', 'md'];
let highlighter: Promise<Highlighter> | undefined;

// The GitHub themes' colours that fall under 4.5:1 on our code background (WCAG 1.4.3), each darkened
// (light) or lightened (dark) in its own hue until it passes.
const COLOR_REPLACEMENTS = {
  'github-light': { '#e36209': '#b35000', '#d73a49': '#cb2431', '#22863a': '#1e7b34', '#6a737d': '#636c76' },
  'github-dark': { '#6a737d': '#8b949e' },
};

/** The element that says which keys reach the types (rendered by the page layout, engine/app/routes/doc-layout.tsx). */
export const TYPE_KEYS_ID = 'code-type-keys';

export interface HighlightTypes {
  hints: TypeHint[];
  /** Starts every tooltip id of the block: unique on the page. */
  idPrefix: string;
}

/**
 * Each name with a type becomes a span that holds its tooltip (shown by the stylesheet on hover and on focus, and
 * named by `aria-describedby`); the names take focus from the keyboard through the block (`tabindex="-1"`,
 * engine/app/site/code-type-tips.ts).
 */
function typeDecorations({ hints, idPrefix }: HighlightTypes, length: number): DecorationItem[] {
  return hints
    .filter((hint) => hint.end <= length)
    .map((hint, i) => ({
      start: hint.start,
      end: hint.end,
      alwaysWrap: true,
      properties: { class: 'type-ref', tabindex: -1, 'aria-describedby': `${idPrefix}-${i}` },
      transform: (element) => {
        // A new list: Shiki then replaces as many of the line's tokens as the old one held.
        // The tooltip comes first: laid out where the name starts.
        element.children = [
          {
            type: 'element',
            tagName: 'span',
            properties: { class: 'type-tip', role: 'tooltip', id: `${idPrefix}-${i}` },
            children: [{ type: 'text', value: hint.text }],
          },
          ...element.children,
        ];
      },
    }));
}

export async function highlight(code: string, lang: string, types?: HighlightTypes): Promise<string> {
  highlighter ??= createHighlighter({ themes: ['github-light', 'github-dark'], langs: LANGS });
  const known = LANGS.includes(lang) ? lang : lang === 'sh' || lang === 'shell' ? 'bash' : 'text';
  const text = code.replace(/\n$/, '');
  const decorations = types?.hints.length ? typeDecorations(types, text.length) : [];
  return (await highlighter).codeToHtml(text, {
    lang: known,
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: false,
    colorReplacements: COLOR_REPLACEMENTS,
    // No time limit per line: on a busy machine Shiki would give up on a line and colour the rest of it as one token.
    tokenizeTimeLimit: 0,
    decorations,
    transformers: decorations.length
      ? [{ pre: (pre) => void Object.assign(pre.properties, { 'data-types': '', 'aria-describedby': TYPE_KEYS_ID }) }]
      : [],
  });
}

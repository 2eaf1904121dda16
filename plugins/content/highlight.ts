/** Build-time syntax highlighting with Shiki: one HTML block carrying both light and dark colours. */
import { createHighlighter, type Highlighter } from 'shiki';

const LANGS = ['tsx', 'ts', 'jsx', 'js', 'bash', 'json', 'css', 'diff', 'html', 'md'];
let highlighter: Promise<Highlighter> | undefined;

// The GitHub themes' colours that fall under 4.5:1 on our code background (WCAG 1.4.3), each darkened
// (light) or lightened (dark) in its own hue until it passes.
const COLOR_REPLACEMENTS = {
  'github-light': { '#e36209': '#b35000', '#d73a49': '#cb2431', '#22863a': '#1e7b34', '#6a737d': '#636c76' },
  'github-dark': { '#6a737d': '#8b949e' },
};

export async function highlight(code: string, lang: string): Promise<string> {
  highlighter ??= createHighlighter({ themes: ['github-light', 'github-dark'], langs: LANGS });
  const known = LANGS.includes(lang) ? lang : lang === 'sh' || lang === 'shell' ? 'bash' : 'text';
  return (await highlighter).codeToHtml(code.replace(/\n$/, ''), {
    lang: known,
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: false,
    colorReplacements: COLOR_REPLACEMENTS,
  });
}

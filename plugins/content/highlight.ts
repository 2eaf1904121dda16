/** Build-time syntax highlighting with Shiki: one HTML block carrying both light and dark colours. */
import { createHighlighter, type Highlighter } from 'shiki';

const LANGS = ['tsx', 'ts', 'jsx', 'js', 'bash', 'json', 'css', 'diff', 'html', 'md'];
let highlighter: Promise<Highlighter> | undefined;

export async function highlight(code: string, lang: string): Promise<string> {
  highlighter ??= createHighlighter({ themes: ['github-light', 'github-dark'], langs: LANGS });
  const known = LANGS.includes(lang) ? lang : lang === 'sh' || lang === 'shell' ? 'bash' : 'text';
  return (await highlighter).codeToHtml(code.replace(/\n$/, ''), {
    lang: known,
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: false,
  });
}

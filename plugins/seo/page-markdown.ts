/**
 * A page's text as Markdown, for readers that want the words without the site (llms.txt, "Copy page as Markdown").
 * Made from the page's own source: front matter becomes the title and summary, site-relative links become
 * absolute, and each tag the site renders (a demo, a generated API table, the demo index, a tab) becomes Markdown
 * through the given resolver. Pure.
 */

export interface MarkdownResolver {
  /** Markdown for `<code src="...">` (the demo's attributes). */
  demo: (attrs: Record<string, string>) => string;
  /** Markdown for a component tag such as `<API id="Table">` or `<DemoIndex>`. */
  component: (name: string, attrs: Record<string, string>) => string;
  /** The absolute address of a site path: '/demo/simple' -> 'https://example.org/table/demo/simple'. */
  absolute: (path: string) => string;
}

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;
const DEMO = /^<code\s+([^>]*)>\s*<\/code>\s*$/;
const COMPONENT = /^<([A-Z]\w*)\s*([^>]*?)\s*(?:\/>|>\s*<\/\1>)\s*$/;
const TAB = /^<!--\s*tab:\s*[\w-]+\s*\|\s*(.+?)\s*-->\s*$/;
const FENCE = /^\s*(```|~~~)/;

function attrsOf(source: string): Record<string, string> {
  return Object.fromEntries([...source.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

export function pageMarkdown(
  source: string,
  page: { title: string; description?: string },
  resolver: MarkdownResolver,
): string {
  const body = source.replace(/\r\n/g, '\n').replace(FRONT_MATTER, '');
  const out: string[] = [];
  let fence: string | null = null;
  let hasTitle = false;
  for (const line of body.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1] === fence) fence = null;
      out.push(line);
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      out.push(line);
      continue;
    }
    if (/^# /.test(line)) hasTitle = true;
    const demo = DEMO.exec(line);
    const component = COMPONENT.exec(line);
    const tab = TAB.exec(line);
    if (demo && attrsOf(demo[1]).src) out.push(resolver.demo(attrsOf(demo[1])).trimEnd());
    else if (component) out.push(resolver.component(component[1], attrsOf(component[2])).trimEnd());
    else if (tab) out.push(`## ${tab[1]}`);
    // Site-relative links and images: [text](/path) -> [text](https://host/base/path).
    else
      out.push(
        line.replace(
          /(\]\()\/(?!\/)([^)\s]*)/g,
          (_, open: string, rest: string) => open + resolver.absolute(`/${rest}`),
        ),
      );
  }
  const head = hasTitle ? [] : [`# ${page.title}`, '', ...(page.description ? [`> ${page.description}`, ''] : [])];
  return `${[...head, ...out]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** A fenced code block that no line of the code can close. */
export function fenced(code: string, lang: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${code.trimEnd()}\n${fence}`;
}

/** A Markdown table cell: one line, pipes escaped. */
export const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/**
 * The front matter a page may have, checked when the page is read: an unknown field (a typo such as `grop:`), a
 * value of the wrong type (`order: first`, `keywords: basic`) or an unknown demo group stops the build with a message
 * that names the file, the field and what was expected.
 */
import { z } from 'zod';
import type { PageMeta } from '../../core/types.ts';

const action = z.object({ text: z.string(), link: z.string() }).strict();

const hero = z.object({ title: z.string(), description: z.string(), actions: z.array(action).optional() }).strict();

const nav = z
  .object({ title: z.string().optional(), order: z.number().optional(), hidden: z.boolean().optional() })
  .strict();

const schema = z
  .object({
    /** Replaces the page's first `# heading` as its title. */
    title: z.string().optional(),
    /** The page's summary: search engines, link cards, the search index and its demos' descriptions. */
    description: z.string().optional(),
    /** Place among the pages of its group (or of its section), smallest first. */
    order: z.number().optional(),
    /** The demo group (a key of `themeConfig.groups` in site.config.ts). */
    group: z.string().optional(),
    /** Extra words the search finds the page and its demos by. */
    keywords: z.array(z.string()).optional(),
    /** The top-nav section the page heads: its title, its place, and `hidden` to leave it out of the nav. */
    nav: nav.optional(),
    hero: hero.optional(),
  })
  .strict();

/** The fields of each object of the front matter, by its path (list positions left out). */
const FIELDS: Record<string, string[]> = {
  '': Object.keys(schema.shape),
  nav: Object.keys(nav.shape),
  hero: Object.keys(hero.shape),
  'hero.actions': Object.keys(action.shape),
};

export type FrontMatter = z.infer<typeof schema> & { hero?: PageMeta['hero'] };

/** One line per problem: `docs/x.md: front matter "order": expected number, received string`. */
function describeIssue(file: string, issue: z.core.$ZodIssue): string[] {
  const at = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') {
    const known = FIELDS[issue.path.filter((key) => typeof key === 'string').join('.')] ?? [];
    return issue.keys.map(
      (key) => `${file}: front matter "${at ? `${at}.${key}` : key}": no such field (known: ${known.join(', ')})`,
    );
  }
  const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
  const detail = missing ? `missing (expected ${issue.expected})` : issue.message.replace(/^Invalid input: /, '');
  return [`${file}: front matter "${at}": ${detail}`];
}

/**
 * A page's front matter, checked against the schema and the configured demo groups (`groups`); `file` names the
 * page in the error, which lists every problem of the page at once.
 */
export function readFrontMatter(file: string, data: unknown, groups: readonly string[]): FrontMatter {
  const result = schema.safeParse(data ?? {});
  const problems = result.success ? [] : result.error.issues.flatMap((issue) => describeIssue(file, issue));
  const group = result.success ? result.data.group : undefined;
  if (group !== undefined && !groups.includes(group))
    problems.push(
      `${file}: front matter "group": unknown group "${group}" (known: ${groups.join(', ')}; see site.config.ts)`,
    );
  if (problems.length) throw new Error(problems.join('\n'));
  return result.data as FrontMatter;
}

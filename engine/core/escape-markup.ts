/**
 * Text made safe inside HTML or XML, in an element's text or a double-quoted attribute value: `&`, `<`, `>` and `"`
 * become entities. Pure.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeMarkup = (text: string): string => text.replace(/[&<>"]/g, (char) => ENTITIES[char]);

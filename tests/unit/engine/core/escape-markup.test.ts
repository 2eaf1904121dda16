/** Text inside HTML and XML (engine/core/escape-markup.ts): the four characters that could end text or an attribute. */
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../../../engine/core/escape-markup';

describe('escapeMarkup', () => {
  it('turns &, <, > and " into entities, & first so that no entity is escaped twice', () => {
    expect(escapeMarkup('a < b && c > "d"')).toBe('a &lt; b &amp;&amp; c &gt; &quot;d&quot;');
    expect(escapeMarkup('&lt;')).toBe('&amp;lt;');
  });

  it('leaves everything else as written, single quotes and non-Latin text included', () => {
    expect(escapeMarkup("rc-table's 表格 demo")).toBe("rc-table's 表格 demo");
    expect(escapeMarkup('')).toBe('');
  });
});

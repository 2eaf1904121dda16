/** The upgrade view's data read from the committed facts (plugins/history/pipeline/upgrade-data.ts). */
import { describe, expect, it } from 'vitest';
import { readMatrices } from '../../../../../plugins/history/pipeline/upgrade-data';

describe('readMatrices', () => {
  it('lists the committed matrices oldest release first, 1.9.1 before 1.10.0', () => {
    const versions = readMatrices().map((matrix) => matrix.version);
    expect(versions.indexOf('1.9.1')).toBeGreaterThanOrEqual(0);
    expect(versions.indexOf('1.9.1')).toBeLessThan(versions.indexOf('1.10.0'));
    expect(versions[0]).toBe('1.4.1');
    const numbers = versions.map((version) => version.split('.').map(Number));
    for (let i = 1; i < numbers.length; i++) {
      const [a, b] = [numbers[i - 1], numbers[i]];
      expect(a[0] - b[0] || a[1] - b[1] || a[2] - b[2], `${versions[i - 1]} before ${versions[i]}`).toBeLessThan(0);
    }
  });

  it('reads nothing from a folder that does not exist', () => {
    expect(readMatrices('/nonexistent/compatibility')).toEqual([]);
  });
});

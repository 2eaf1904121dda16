/** The upgrade view's data read from the committed facts (plugins/history/pipeline/upgrade-data.ts). */
import { describe, expect, it } from 'vitest';
import { readMatrices } from '../../../../../plugins/history/pipeline/upgrade-data';

describe('readMatrices', () => {
  it('lists the committed matrices oldest release first, 1.9.1 before 1.10.0', () => {
    const versions = readMatrices().map((matrix) => matrix.version);
    expect(versions.indexOf('1.9.1')).toBeGreaterThanOrEqual(0);
    expect(versions.indexOf('1.9.1')).toBeLessThan(versions.indexOf('1.10.0'));
    expect(versions[0]).toBe('1.4.1');
    const byNumbers = (a: string, b: string) => {
      const [x, y] = [a, b].map((version) => version.split('.').map(Number));
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    };
    expect(versions).toEqual([...versions].sort(byNumbers));
  });

  it('reads nothing from a folder that does not exist', () => {
    expect(readMatrices('/nonexistent/compatibility')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { liveModules, liveModulesSource } from '../../../../engine/core/live-modules';

describe('live modules', () => {
  it('offers React alone to a site that configures no packages', () => {
    expect(liveModules({})).toEqual(['react', 'react/jsx-runtime', 'react-dom']);
  });

  it("adds the site's packages after React's, in the configured order", () => {
    expect(liveModules({ liveModules: ['b-lib', 'a-lib'] })).toEqual([
      'react',
      'react/jsx-runtime',
      'react-dom',
      'b-lib',
      'a-lib',
    ]);
  });

  it('writes one lazy loader per package, each importing the package by its name', () => {
    expect(liveModulesSource(['react', '@scope/pkg'])).toBe(
      [
        'export const MODULES = {',
        '  "react": () => import("react"),',
        '  "@scope/pkg": () => import("@scope/pkg"),',
        '};',
      ].join('\n'),
    );
  });
});

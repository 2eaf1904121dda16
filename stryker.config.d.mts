// The type of stryker.config.mjs, for the scripts and tests that read it.
import type { PartialStrykerOptions } from '@stryker-mutator/api/core';

declare const config: Omit<PartialStrykerOptions, 'mutate' | 'thresholds' | 'jsonReporter' | 'incrementalFile'> & {
  mutate: string[];
  thresholds: { high: number; low: number; break: number };
  jsonReporter: { fileName: string };
  incrementalFile: string;
};
export default config;

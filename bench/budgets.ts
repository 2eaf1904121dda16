/**
 * First-load JavaScript budgets, in KB after gzip: enforced by tests/e2e/first-load.test.ts over the
 * build output, printed by `npm run bench`. The home page stays under 150 KB; a demo page under 170 KB with the
 * table library in it.
 */
export const FIRST_LOAD_JS_BUDGET_KB: Record<string, number> = {
  '/': 150,
  '/zh-CN': 150,
  '/demo/simple': 170,
  '/zh-CN/demo/simple': 170,
};

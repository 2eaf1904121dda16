/** Made by plugins/history/plugin.ts from build/upgrade-data.ts: the upgrade view's data (prop history, changelog entries, matrices). */
declare module 'virtual:upgrade' {
  const data: {
    history: import('../core/prop-history').PropHistory;
    changelog: Partial<
      Record<import('../../../engine/core/types').LocaleId, import('../core/upgrade').ChangelogRelease[]>
    >;
    matrices: import('../core/upgrade').CompatibilityMatrix[];
    /** Table id -> prop name -> the anchor of its row on the home page. */
    rows: Record<string, Record<string, string>>;
    actions: import('../core/upgrade').UpgradeAction[];
    known: import('../core/version-input').KnownReleases;
    behaviour: import('../../claims/core/behaviour').BehaviourTable;
    /** The releases on the npm registry (facts/registry-facts.json). */
    published: string[];
  };
  export default data;
}

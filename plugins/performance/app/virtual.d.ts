/** Made by plugins/performance/plugin.ts: every release's lab figures (facts/performance/) and the installed release. */
declare module 'virtual:performance-figures' {
  const figures: import('../pipeline/performance-data').LabFigures;
  export default figures;
}

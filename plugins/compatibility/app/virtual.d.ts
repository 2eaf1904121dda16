/** Made by plugins/compatibility/plugin.ts: the installed release's compatibility matrix (facts/compatibility/). */
declare module 'virtual:installed-matrix' {
  const matrix: import('../core/compatibility').MatrixFile;
  export default matrix;
}

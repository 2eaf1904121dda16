/** Made by plugins/styling/plugin.ts: the installed release's styling parts (facts/styling-parts/). */
declare module 'virtual:installed-styling' {
  const facts: import('../core/styling-parts').StylingFacts;
  export default facts;
}

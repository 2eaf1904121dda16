/** Made by plugins/api/pipeline/vite-plugin.ts: a loader per component id, each for its generated props table. */
declare module 'virtual:api' {
  export const apis: Record<string, () => Promise<{ default: import('../../../engine/core/api-types').ApiDefinition }>>;
}

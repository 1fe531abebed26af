// The preview build's virtual module (preview.vite.config.ts).
declare module "virtual:preview-routes" {
  export const routes: Record<string, () => Promise<unknown>>;
}

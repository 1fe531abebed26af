// The preview build's virtual modules (preview.vite.config.ts).
declare module "virtual:preview-facts" {
  /** By language: { en: {...}, de: {...} }. */
  export const facts: Record<string, Record<string, unknown>>;
}
declare module "virtual:preview-routes" {
  export const routes: Record<string, () => Promise<{ default: () => import("react").ReactNode }>>;
}

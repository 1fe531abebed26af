/** The URL of the icon sprite, from pipeline/vite/icon-sprite.mjs. */
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}

/** Each icon's shapes as markup in the prerender, `null` in the browser (pipeline/vite/icon-sprite.mjs). */
declare module "virtual:icon-shapes" {
  const shapes: Record<string, string> | null;
  export default shapes;
}

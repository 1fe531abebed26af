/** The URL of the icon sprite, from pipeline/vite/icon-sprite.mjs. */
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}

// The icons behind <Icon> (app/components/icon.tsx): every icon of `spriteIcons` rendered
// once, at build, so pages carry no icon code. A Vite plugin with two outputs:
// - the SVG sprite: the client build emits assets/icons-<hash>.svg (cached for a year like
//   every hashed asset), the dev server answers /icons.svg, and `virtual:icon-sprite`
//   gives <Icon> its URL. Icons the browser draws (a page reached by a client-side
//   navigation, a toast, a menu) point into it;
// - `virtual:icon-shapes`: each icon's shapes as markup, in the build's server environment
//   only (the prerender). So a prerendered page draws its icons itself: a `<use>` of
//   another file makes the browser fetch and parse a second document while the page loads
//   (measured at the calibrated slowdown: the first paint 60-165 ms and the largest 150 ms
//   later, 30-440 ms more main-thread work, docs/decisions/006). Everywhere else it is
//   `null`, so no icon markup ships in the browser's JavaScript.
import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { runnerImport } from "vite";

const ICON_MODULE = "/app/components/icon.tsx";
const VIRTUAL = "virtual:icon-sprite";
const RESOLVED = `\0${VIRTUAL}`;
const SHAPES = "virtual:icon-shapes";
const RESOLVED_SHAPES = `\0${SHAPES}`;
const DEV_URL = "/icons.svg";

/** Vite's id for each of the plugin's virtual modules. */
const resolveVirtual = (id) => ({ [VIRTUAL]: RESOLVED, [SHAPES]: RESOLVED_SHAPES })[id];

/** Each icon's shapes (what goes inside its `<svg>`), exactly as lucide draws them. */
export function iconShapes(icons) {
  return Object.fromEntries(
    Object.entries(icons).map(([name, Glyph]) => [
      name,
      renderToStaticMarkup(createElement(Glyph))
        .replace(/^<svg[^>]*>/, "")
        .replace(/<\/svg>$/, ""),
    ]),
  );
}

/** The sprite of icons already drawn by `iconShapes`: one `<symbol id="name">` per icon. */
function spriteOf(shapesByName) {
  const symbols = Object.entries(shapesByName).map(
    ([name, shapes]) => `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** `<svg>` with one `<symbol id="name">` per icon, its shapes exactly as lucide draws them. */
export const buildSprite = (icons) => spriteOf(iconShapes(icons));

/** The icon module loaded on its own, its sprite URL stubbed (that is what we compute). */
async function renderFromSource(root) {
  const stub = {
    name: "icon-sprite-stub",
    resolveId: resolveVirtual,
    load: (id) =>
      id === RESOLVED
        ? 'export default "";'
        : id === RESOLVED_SHAPES
          ? "export default null;"
          : undefined,
  };
  const { module } = await runnerImport(ICON_MODULE, {
    root,
    configFile: false,
    logLevel: "error",
    plugins: [stub],
  });
  const shapes = iconShapes(module.spriteIcons);
  const source = spriteOf(shapes);
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  return { source, fileName: `assets/icons-${hash}.svg`, shapes };
}

/** @returns {import("vite").Plugin} */
export function iconSprite() {
  let root = process.cwd();
  let sprite;
  const built = () => {
    sprite ??= renderFromSource(root);
    return sprite;
  };
  return {
    name: "flowboard:icon-sprite",
    configResolved(config) {
      root = config.root;
    },
    resolveId: resolveVirtual,
    async load(id) {
      if (id === RESOLVED_SHAPES) {
        // Only the build's prerender draws icons inline; the browser's bundle and the dev
        // server point into the sprite (so dev hydration sees the markup it rendered).
        const prerender = this.environment?.mode === "build" && this.environment.name !== "client";
        if (!prerender) return "export default null;";
        return `export default ${JSON.stringify((await built()).shapes)};`;
      }
      if (id !== RESOLVED) return;
      if (this.environment?.mode !== "build") return `export default ${JSON.stringify(DEV_URL)};`;
      const { fileName } = await built();
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        if (request.url?.split("?")[0] !== DEV_URL) return next();
        try {
          const { spriteIcons } = await server.ssrLoadModule(ICON_MODULE);
          response.setHeader("Content-Type", "image/svg+xml");
          response.end(buildSprite(spriteIcons));
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { source, fileName } = await built();
      this.emitFile({ type: "asset", fileName, source });
    },
  };
}

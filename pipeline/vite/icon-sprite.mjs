// The SVG sprite behind <Icon> (app/components/icon.tsx): every icon of `spriteIcons`
// rendered once into one file, so pages carry no icon code. A Vite plugin: the client
// build emits assets/icons-<hash>.svg (cached for a year like every hashed asset, so an
// icon that appears later, in a toast or a menu, costs no request), the dev server
// answers /icons.svg, and `virtual:icon-sprite` gives <Icon> the sprite's URL.
import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { runnerImport } from "vite";

const ICON_MODULE = "/app/components/icon.tsx";
const VIRTUAL = "virtual:icon-sprite";
const RESOLVED = `\0${VIRTUAL}`;
const DEV_URL = "/icons.svg";

/** `<svg>` with one `<symbol id="name">` per icon, its shapes exactly as lucide draws them. */
export function buildSprite(icons) {
  const symbols = Object.entries(icons).map(([name, Glyph]) => {
    const svg = renderToStaticMarkup(createElement(Glyph));
    const shapes = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** The icon module loaded on its own, its sprite URL stubbed (that is what we compute). */
async function renderFromSource(root) {
  const stub = {
    name: "icon-sprite-stub",
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? 'export default "";' : undefined),
  };
  const { module } = await runnerImport(ICON_MODULE, {
    root,
    configFile: false,
    logLevel: "error",
    plugins: [stub],
  });
  const source = buildSprite(module.spriteIcons);
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  return { source, fileName: `assets/icons-${hash}.svg` };
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
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    async load(id) {
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

import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { foldSingleLocale, MESSAGE_LOCALE_MARKER } from "./fold-single-locale.mjs";
import { messageCompilerOptions } from "./paraglide-options.mjs";

// Vitest's config compiles the catalogs (Paraglide's Vite plugin) before any test runs.
const messageFile = (key) => path.resolve(messageCompilerOptions.outdir, "messages", `${key}.js`);

/** The plugin's transform of `code` as the file `file`; its build errors thrown. */
function fold(file, code = readFileSync(file, "utf8"), environment = undefined) {
  const context = {
    environment,
    error(message) {
      throw new Error(message);
    },
  };
  return { result: foldSingleLocale().transform.call(context, code, file) };
}

// The site has four languages (project.inlang/settings.json): a message chooses among them.
test("a message reads the page's language from the site, without Paraglide's runtime", () => {
  const { result } = fold(messageFile("logo_home"));
  expect(result.code).toMatch(
    /^import \{ pageLocale as getLocale \} from ".*localized-content\.ts";$/m,
  );
  expect(result.code).not.toMatch(/^import .*runtime\.js/m);
  for (const locale of ["en", "de", "ja", "he"])
    expect(result.code).toContain(`const ${locale}_logo_home =`);
});

test("in the browser's build, a message reads the marker the post-build folds per language", () => {
  const { result } = fold(messageFile("logo_home"), undefined, { name: "client" });
  expect(result.code).toContain(
    `const locale = ${MESSAGE_LOCALE_MARKER} ?? options.locale ?? getLocale()`,
  );
  expect(result.code).not.toContain("experimentalStaticLocale");
  // At build, rendering pages in Node, the page's language is read as before.
  const { result: rendered } = fold(messageFile("logo_home"), undefined, { name: "ssr" });
  expect(rendered.code).not.toContain(MESSAGE_LOCALE_MARKER);
  expect(rendered.code).toContain("const experimentalStaticLocale = undefined;");
});

test("a plural message keeps its plural rules", () => {
  const { result } = fold(messageFile("demo_board_item_count"));
  expect(result.code).toContain("registry.plural(");
  expect(result.code).not.toMatch(/^import .*runtime\.js/m);
});

test("a message module of another shape stops the build, named", () => {
  const file = messageFile("logo_home");
  expect(() => fold(file, "export const logo_home = () => 'x';")).toThrow(
    `${file} is not the message module`,
  );
});

test("files outside the messages are left as they are", () => {
  expect(fold(path.resolve("app/root.tsx"), "export {}").result).toBeNull();
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import {
  DIGEST_FILE,
  inputFiles,
  inputsDigest,
  isCompiled,
  paraglideOnce,
  recordCompiled,
} from "./compile-once.mjs";

const options = {
  project: "./project.inlang",
  outdir: "./out",
  outputStructure: "message-modules",
};
let root;

/** A project of two languages, in a folder of its own that sees this repository's packages. */
function makeProject() {
  root = mkdtempSync(path.join(tmpdir(), "compile-once-"));
  symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"));
  mkdirSync(path.join(root, "project.inlang"));
  mkdirSync(path.join(root, "messages"));
  mkdirSync(path.join(root, "out"));
  writeFileSync(
    path.join(root, "project.inlang", "settings.json"),
    JSON.stringify({
      baseLocale: "en",
      locales: ["en", "de"],
      "plugin.inlang.messageFormat": { pathPattern: "./messages/{locale}.json" },
    }),
  );
  writeMessages("en", { save: "Save" });
  writeMessages("de", { save: "Speichern" });
}
const writeMessages = (locale, messages) =>
  writeFileSync(path.join(root, "messages", `${locale}.json`), JSON.stringify(messages));
const digestFile = () => path.join(root, "out", DIGEST_FILE);

/** A stand-in for Paraglide's plugin: counts its compiles, and can stand for a failing one. */
function fakePlugin() {
  const plugin = {
    name: "fake-paraglide",
    compiles: 0,
    recompiles: [],
    buildStart: vi.fn(async () => {
      plugin.compiles += 1;
    }),
    watchChange: vi.fn(async (file) => {
      plugin.recompiles.push(file);
    }),
  };
  return plugin;
}
const context = () => ({ addWatchFile: vi.fn() });

beforeEach(makeProject);
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe("the digest of the messages' inputs", () => {
  test("reads the settings and each language's file, and changes with any of them", () => {
    expect(inputFiles(root).map((file) => path.relative(root, file))).toEqual([
      path.join("project.inlang", "settings.json"),
      path.join("messages", "en.json"),
      path.join("messages", "de.json"),
    ]);
    const before = inputsDigest(options, root);
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    expect(inputsDigest(options, root)).toBe(before);
    writeMessages("de", { save: "Sichern" });
    expect(inputsDigest(options, root)).not.toBe(before);
    writeMessages("de", { save: "Speichern" });
    expect(inputsDigest(options, root)).toBe(before);
    expect(inputsDigest({ ...options, outputStructure: "locale-modules" }, root)).not.toBe(before);
  });

  test("a language whose file is missing gives no digest, and so a compile", () => {
    rmSync(path.join(root, "messages", "de.json"));
    expect(inputsDigest(options, root)).toBeUndefined();
    expect(isCompiled(options, root)).toBe(false);
  });

  test("the output is current only once recorded, and until an input changes", () => {
    expect(isCompiled(options, root)).toBe(false);
    recordCompiled(options, root);
    expect(isCompiled(options, root)).toBe(true);
    writeMessages("en", { save: "Save it" });
    expect(isCompiled(options, root)).toBe(false);
  });
});

describe("Paraglide's Vite plugin, compiling only when the output is not current", () => {
  test("a production build compiles stale output and records it; the next one skips", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const first = fakePlugin();
    await paraglideOnce(options, root, () => first).buildStart.call(context());
    expect(first.compiles).toBe(1);
    expect(readFileSync(digestFile(), "utf8")).toBe(inputsDigest(options, root));

    const second = fakePlugin();
    const watching = context();
    await paraglideOnce(options, root, () => second).buildStart.call(watching);
    expect(second.compiles).toBe(0);
    // Skipping, it watches the inputs the plugin would have.
    expect(watching.addWatchFile.mock.calls.map(([file]) => file)).toEqual(inputFiles(root));
  });

  test("a failed compile records nothing, so the next process compiles again", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const failing = fakePlugin();
    failing.buildStart = async () => {
      throw new Error("messages/de.json: unexpected token");
    };
    await expect(
      paraglideOnce(options, root, () => failing).buildStart.call(context()),
    ).rejects.toThrow("unexpected token");
    expect(isCompiled(options, root)).toBe(false);
  });

  test("a dev server or Vitest compiles stale output but records no digest", async () => {
    vi.stubEnv("NODE_ENV", "development");
    const plugin = fakePlugin();
    await paraglideOnce(options, root, () => plugin).buildStart.call(context());
    expect(plugin.compiles).toBe(1);
    expect(isCompiled(options, root)).toBe(false);
  });

  test("a server that skipped compiles when a message file changes, and forgets the digest", async () => {
    recordCompiled(options, root);
    const plugin = fakePlugin();
    const once = paraglideOnce(options, root, () => plugin);
    await once.buildStart.call(context());
    expect(plugin.compiles).toBe(0);

    await once.watchChange.call(context(), path.join(root, "app", "root.tsx"));
    expect(plugin.compiles).toBe(0);

    writeMessages("de", { save: "Sichern" });
    await once.watchChange.call(context(), path.join(root, "messages", "de.json"));
    expect(plugin.compiles).toBe(1);
    expect(readFileSync(path.join(root, "messages", "de.json"), "utf8")).toContain("Sichern");
    // Changed back, the inputs match the old digest, but the output is no longer that.
    writeMessages("de", { save: "Speichern" });
    expect(isCompiled(options, root)).toBe(false);

    // From then on, the plugin's own watcher recompiles.
    await once.watchChange.call(context(), path.join(root, "messages", "de.json"));
    expect(plugin.recompiles).toEqual([path.join(root, "messages", "de.json")]);
  });
});

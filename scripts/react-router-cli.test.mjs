// @vitest-environment node
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { keepLine } from "./react-router-cli.mjs";

describe("react-router-cli", () => {
  it("drops only Vite's envFile warning that React Router's own config loader causes", () => {
    expect(
      keepLine(
        "\u001b[33mThe `envFile` option is deprecated, please use `envDir: false` instead.\u001b[39m",
      ),
    ).toBe(false);
    expect(keepLine("The `build.rollupOptions` option is deprecated")).toBe(true);
    expect(keepLine("✓ built in 894ms")).toBe(true);
  });

  // `routes` loads React Router's config as typegen and build do, so it meets the same
  // warning, in 2 s of CPU where typegen takes 4.5 (and the type check runs typegen anyway).
  it("runs a command without the warning, with its exit code", () => {
    const run = spawnSync(process.execPath, ["scripts/react-router-cli.mjs", "routes"], {
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('<Route file="root.tsx">');
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/envFile/);
    const bad = spawnSync(process.execPath, ["scripts/react-router-cli.mjs", "no-such-command"], {
      encoding: "utf8",
    });
    expect(bad.status).not.toBe(0);
    // Two CLI runs, each loading the whole Vite config: seconds on a busy 2-core machine.
  }, 60_000);
});

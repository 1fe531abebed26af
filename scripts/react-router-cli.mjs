// Runs the React Router CLI (`react-router build`, `typegen`, `dev`) with its output as it
// is, less one line. @react-router/dev 7.18.4, the newest 7.x (8.x needs Node 22), loads
// react-router.config.ts through a Vite server it creates itself with `envFile: false`,
// an option Vite 8 deprecated for `envDir: false`; Vite then warns on every config load,
// three times a command. The option is in React Router's code, not in any config of ours,
// so the warning says nothing we can act on. Every other line, warnings included, passes.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { createInterface } from "node:readline";
import { isMain } from "../pipeline/is-main.mjs";

export const UNACTIONABLE_WARNING =
  /The `envFile` option is deprecated, please use `envDir: false` instead\./;

/** The line, unless it is the warning React Router's own Vite server causes. */
export function keepLine(line) {
  return !UNACTIONABLE_WARNING.test(line);
}

if (isMain(import.meta.url)) {
  const require = createRequire(import.meta.url);
  const cli = path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.js");
  const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], {
    stdio: ["inherit", "pipe", "pipe"],
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : process.env.FORCE_COLOR },
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
      if (keepLine(line)) to.write(`${line}\n`);
    });
  // A reader that stops early (`| head`) closes our output: stop the command quietly, as
  // the command itself would, instead of crashing on the write.
  process.stdout.on("error", (error) => {
    if (error.code !== "EPIPE") throw error;
    child.kill();
    process.exit(0);
  });
  child.on("close", (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
}

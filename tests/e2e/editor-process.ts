import { type ChildProcess, spawn } from "node:child_process";

/**
 * `npm run edit` (scripts/edit.mjs) started on `port`, over `cwd` (this working tree unless
 * given), resolved once it says it is ready; it rejects if the editor stops first.
 */
export async function startEditor(port: number, cwd?: string): Promise<ChildProcess> {
  const editor = spawn(process.execPath, ["scripts/edit.mjs"], {
    cwd,
    env: { ...process.env, EDIT_PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    editor.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("The editor is ready")) resolve();
    });
    editor.on("exit", (code) => reject(new Error(`npm run edit stopped (${code})`)));
  });
  return editor;
}

// `node scripts/cpu-by-process.mjs <command...>`: runs a command and prints the CPU time every
// process used meanwhile, by kind (Chromium's renderer, browser and GPU processes, Playwright,
// the site's server, PostgreSQL, other Node), read from /proc twice a second. Processes that
// were already running count only from the start. Linux only. For example:
//
//   node scripts/cpu-by-process.mjs npx playwright test
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

function kindOf(command) {
  if (command.includes("chromium"))
    return `chromium:${/--type=([a-z-]+)/.exec(command)?.[1] ?? "browser"}`;
  if (command.includes("server/index.mjs")) return "node:server";
  if (command.includes("playwright")) return "node:playwright";
  if (command.includes("postgres")) return "postgres";
  if (command.includes("node")) return `node: ${command.slice(0, 60)}`;
  return `other: ${command.slice(0, 30)}`;
}

/** Every process's user + system ticks and its command line. */
function readProcesses() {
  const processes = new Map();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
      processes.set(pid, { ticks: Number(fields[11]) + Number(fields[12]), command });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return processes;
}

const seen = readProcesses();
const byKind = new Map();
function sample() {
  for (const [pid, now] of readProcesses()) {
    const before = seen.get(pid);
    const used = now.ticks - (before?.ticks ?? 0);
    seen.set(pid, { ticks: now.ticks, command: before?.command || now.command });
    if (used > 0) {
      const kind = kindOf(before?.command || now.command);
      byKind.set(kind, (byKind.get(kind) ?? 0) + used);
    }
  }
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("Name the command to measure: node scripts/cpu-by-process.mjs npx playwright test");
  process.exit(2);
}
const started = Date.now();
const timer = setInterval(sample, 500);
const child = spawn(command, args, { stdio: "inherit" });
child.on("close", (code) => {
  clearInterval(timer);
  sample();
  const rows = [...byKind].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ticks]) => sum + ticks, 0);
  console.log(
    `\nwall ${((Date.now() - started) / 1000).toFixed(0)} s, CPU ${(total / TICKS_PER_SECOND).toFixed(0)} s:`,
  );
  for (const [kind, ticks] of rows.slice(0, 15))
    console.log(`${(ticks / TICKS_PER_SECOND).toFixed(1).padStart(8)} s  ${kind}`);
  process.exit(code ?? 1);
});

// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../server/db/database.mjs";
import { countLeads, saveLead } from "../server/forms/leads.mjs";
import { createDatabase } from "../tests/support/databases.mjs";

const run = promisify(execFile);
const script = path.join(import.meta.dirname, "leads.mjs");
const lead = {
  name: "Siobhán O'Brien",
  email: "siobhan+demo@example.com",
  company: "Ørsted & Co",
  phone: "",
  subject: "demo",
  message: "A demo for 40 people, please.\nTuesdays suit us.",
};
const leadsCommand = (env) =>
  run(process.execPath, [script, "--limit=5"], {
    env: { ...process.env, DATABASE_URL: "", ...env },
    timeout: 60_000,
  });

const folders = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("npm run leads", () => {
  it("prints the newest leads while the server holds PGlite's files, and leaves them working", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "flowboard-leads-"));
    folders.push(dataDir);
    // This process stands in for the web server: it owns the files and relays.
    const server = await openDatabase({ url: "", dataDir, serve: true });
    try {
      await saveLead(server.db, lead, "key-cli-1");
      const { stdout } = await leadsCommand({ DATA_DIR: dataDir });
      expect(stdout).toContain("1 newest lead in PGlite:");
      expect(stdout).toContain("Siobhán O'Brien · <siobhan+demo@example.com> · Ørsted & Co");
      expect(stdout).toMatch(/demo {2}\[new\]/);
      expect(stdout).toContain("    A demo for 40 people, please.\n    Tuesdays suit us.");
      await saveLead(server.db, { ...lead, message: "A second message." }, "key-cli-2");
      expect(await countLeads(server.db)).toBe(2);
    } finally {
      await server.close();
    }
  }, 120_000);

  it("reads a PostgreSQL server when DATABASE_URL is set", async () => {
    const postgresUrl = inject("postgresUrl");
    if (!postgresUrl) return expect(process.env.SKIP_POSTGRES).toBe("1");
    const url = await createDatabase(postgresUrl);
    const database = await openDatabase({ url });
    try {
      await saveLead(database.db, lead, "key-cli-pg");
    } finally {
      await database.close();
    }
    const { stdout } = await leadsCommand({ DATABASE_URL: url });
    expect(stdout).toContain("1 newest lead in PostgreSQL (DATABASE_URL):");
    expect(stdout).toContain("Siobhán O'Brien");
  }, 120_000);

  it("refuses a limit it cannot use, with a sentence", async () => {
    const failed = await run(process.execPath, [script, "--limit=many"]).catch((error) => error);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('--limit must be a whole number from 1 to 500, not "many".');
  });
});

// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeContactFixtureBuild } from "../../tests/support/contact-fixture.mjs";
import { fetchToken, postForm, validRequest } from "../../tests/support/form-posts.mjs";
import { startServerProcess } from "../../tests/support/server-process.mjs";
import { openDatabase } from "../db/database.mjs";

const SUBMISSIONS = 160;
const CONCURRENCY = 16;
/** The server is killed once this many submissions have been answered. */
const KILL_AFTER_ANSWERS = 40;
const formsEnv = { FORMS_MIN_FILL_MS: "0", FORMS_RATE_LIMIT: "100000" };

let fixture;
let dataDir;
beforeAll(async () => {
  fixture = await makeContactFixtureBuild();
  dataDir = mkdtempSync(path.join(tmpdir(), "flowboard-crash-"));
});
afterAll(async () => {
  await fixture?.cleanup();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("the contact form under kill -9", () => {
  it("keeps every answered submission exactly once, and the store opens cleanly after the crash", async () => {
    const first = await startServerProcess({
      buildDir: fixture.buildDir,
      dataDir,
      env: formsEnv,
    });
    const answered = new Set();
    const messages = Array.from(
      { length: SUBMISSIONS },
      (_, i) => `Crash-test submission number ${i}, with an apostrophe: O'Neil.`,
    );
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < messages.length) {
        const message = messages[next++];
        try {
          const fields = { formToken: await fetchToken(first.port), ...validRequest({ message }) };
          const answer = await postForm(first.port, fields);
          if (answer.status === 303) answered.add(message);
          else throw new Error(`unexpected ${answer.status}`);
          // A retry of an answered post (a double click) must not make a second row.
          if (answered.size % 7 === 0) await postForm(first.port, fields);
        } catch (error) {
          if (!killed) throw error;
        }
        if (!killed && answered.size >= KILL_AFTER_ANSWERS) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(killed).toBe(true);
    expect(await first.exited).toBe("SIGKILL");
    expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    expect(answered.size).toBeLessThan(SUBMISSIONS);

    // Restart on the same files: it must open them and take new submissions.
    const second = await startServerProcess({ buildDir: fixture.buildDir, dataDir, env: formsEnv });
    try {
      const after = {
        formToken: await fetchToken(second.port),
        ...validRequest({ message: "After the crash, a new message." }),
      };
      expect((await postForm(second.port, after)).status).toBe(303);

      const database = await openDatabase({ url: "", dataDir });
      let rows;
      try {
        expect(database.kind).toBe("pglite-relay");
        rows = await database.db.selectFrom("lead").select("message").execute();
      } finally {
        await database.close();
      }
      const counts = new Map();
      for (const { message } of rows) counts.set(message, (counts.get(message) ?? 0) + 1);
      const missing = [...answered].filter((message) => counts.get(message) !== 1);
      expect(missing, "answered submissions not stored exactly once").toEqual([]);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      expect(counts.get("After the crash, a new message.")).toBe(1);
      console.info(
        `crash test: ${answered.size} of ${SUBMISSIONS} answered 303 before kill -9; ${rows.length - 1} stored (each answered one exactly once; the rest were cut off, some after their commit)`,
      );
    } finally {
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    }
  }, 180_000);
});

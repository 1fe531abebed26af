// @vitest-environment node
import { afterAll, describe, expect, inject, it } from "vitest";
import { mailRetryHours } from "../../app/content/stored-data.js";
import { createDatabase, databaseTargets } from "../../tests/support/databases.mjs";
import { waitFor } from "../../tests/support/wait-for.mjs";
import { openDatabase } from "../db/database.mjs";
import {
  claimNext,
  createDeliveryWorker,
  DELIVERY,
  describeDelivery,
  enqueue,
  readOutbox,
  retryDelay,
} from "./outbox.mjs";

const mail = (to, subject = "Hello") => ({ kind: "mail", to, subject, text: `Hi ${to}` });
/** Quick retries, so a test sees several attempts in well under a second. */
const QUICK = { pollMs: 20, firstRetryMs: 10, maxRetryMs: 40, leaseMs: 60_000 };

it("waits twice as long after each failure, up to its cap, for the hours /privacy names", () => {
  expect([1, 2, 3, 4, 12].map((attempt) => retryDelay(attempt))).toEqual([
    1_000, 2_000, 4_000, 8_000, 900_000,
  ]);
  let waited = 0;
  for (let attempt = 1; attempt < DELIVERY.maxAttempts; attempt++) waited += retryDelay(attempt);
  expect(waited / 3_600_000).toBeCloseTo(mailRetryHours, 0);
});

for (const target of databaseTargets()) {
  describe(`the outbox on ${target.name}`, () => {
    // One database for the file's tests (PGlite takes seconds to open), emptied before each.
    let database;
    const open = async () => {
      database ??= await target.open();
      await database.db.deleteFrom("mail_outbox").execute();
      return database.db;
    };
    afterAll(async () => {
      await database?.close();
    });

    it("holds a mail exactly when the transaction that queued it commits", async () => {
      const db = await open();
      await db
        .transaction()
        .execute(async (trx) => {
          await enqueue(trx, mail("rolled-back@example.test"));
          throw new Error("the change failed");
        })
        .catch(() => {});
      await db.transaction().execute((trx) => enqueue(trx, mail("kept@example.test")));
      const rows = [
        ...(await readOutbox(db, { to: "rolled-back@example.test" })),
        ...(await readOutbox(db, { to: "kept@example.test" })),
      ];
      expect(rows.map((row) => [row.recipient, row.state])).toEqual([
        ["kept@example.test", "waiting"],
      ]);
    });

    it("retries a failed delivery after its backoff, then drops the sent mail's text", async () => {
      const db = await open();
      await enqueue(db, mail("retry@example.test"));
      let calls = 0;
      const worker = createDeliveryWorker({
        db,
        limits: QUICK,
        deliver: {
          mail: async () => {
            calls += 1;
            if (calls < 3) throw new Error(`mail server down (${calls})`);
          },
        },
      });
      worker.start();
      const [sent] = await waitFor(async () => {
        const rows = await readOutbox(db, { to: "retry@example.test" });
        return rows[0].state === "sent" && rows;
      });
      await worker.stop();
      expect(sent).toMatchObject({ attempts: 3, text: "", lastError: undefined });
      expect(describeDelivery(sent)).toMatch(
        /^#\d+ mail to retry@example.test, queued .*\n {2}sent .* after 3 attempts\n {2}Hello$/,
      );
    });

    it("marks a delivery failed, with its last error, once its attempts are used up", async () => {
      const db = await open();
      await enqueue(db, {
        kind: "webhook",
        to: "http://127.0.0.1:9/hook",
        subject: "lead.created",
        text: "{}",
      });
      const worker = createDeliveryWorker({
        db,
        limits: { ...QUICK, maxAttempts: 3 },
        deliver: {
          webhook: async () => {
            throw new Error("the webhook answered 500");
          },
        },
      });
      worker.start();
      const [failed] = await waitFor(async () => {
        const rows = await readOutbox(db, { to: "http://127.0.0.1:9/hook" });
        return rows[0].state === "failed" && rows;
      });
      await worker.stop();
      expect(failed).toMatchObject({ attempts: 3, lastError: "the webhook answered 500" });
      expect(describeDelivery(failed)).toContain(
        "failed after 3 attempts: the webhook answered 500",
      );
    });

    it("leaves a kind it cannot deliver waiting, and says why", async () => {
      const db = await open();
      await enqueue(db, mail("no-smtp@example.test"));
      const worker = createDeliveryWorker({ db, limits: QUICK, deliver: { mail: undefined } });
      worker.start();
      expect(await worker.drain()).toBe(0);
      await worker.stop();
      const [row] = await readOutbox(db, { to: "no-smtp@example.test" });
      expect(describeDelivery(row, { smtp: false })).toContain(
        "waiting (no SMTP_URL is set, so mail is kept here)",
      );
    });

    it("on stop, finishes the delivery in flight and starts no other", async () => {
      const db = await open();
      for (const to of ["first@example.test", "second@example.test"]) await enqueue(db, mail(to));
      let release;
      const started = [];
      const worker = createDeliveryWorker({
        db,
        limits: QUICK,
        deliver: {
          mail: (row) => {
            started.push(row.recipient);
            return new Promise((resolve) => {
              release = resolve;
            });
          },
        },
      });
      worker.start();
      await waitFor(() => started.length === 1);
      const stopped = worker.stop();
      release();
      await stopped;
      const states = Object.fromEntries(
        (await readOutbox(db)).map((row) => [row.recipient, row.state]),
      );
      expect(states).toEqual({ "first@example.test": "sent", "second@example.test": "waiting" });
    });
  });
}

const postgresUrl = inject("postgresUrl");
describe.runIf(postgresUrl)("the outbox shared by three instances on one PostgreSQL server", () => {
  const opened = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });
  const instances = async (count) => {
    const url = await createDatabase(postgresUrl);
    for (let i = 0; i < count; i++) opened.push(await openDatabase({ url }));
    return opened.slice(-count).map((database) => database.db);
  };

  it("delivers each of 60 mails exactly once", async () => {
    const [first, ...others] = await instances(3);
    for (let i = 0; i < 60; i++) await enqueue(first, mail(`reader${i}@example.test`));
    const delivered = [];
    const workers = [first, ...others].map((db, instance) =>
      createDeliveryWorker({
        db,
        limits: QUICK,
        deliver: {
          mail: async (row) => {
            delivered.push([row.recipient, instance]);
            await new Promise((resolve) => setTimeout(resolve, 5));
          },
        },
      }),
    );
    for (const worker of workers) worker.start();
    await waitFor(async () =>
      (await readOutbox(first, { limit: 100 })).every((row) => row.state === "sent"),
    );
    await Promise.all(workers.map((worker) => worker.stop()));
    const recipients = delivered.map(([recipient]) => recipient);
    expect(recipients).toHaveLength(60);
    expect(new Set(recipients).size).toBe(60);
    // The three shared the work.
    expect(new Set(delivered.map(([, instance]) => instance)).size).toBe(3);
  });

  it("takes up a row whose instance died mid-delivery once its lease has run out", async () => {
    const [dying, survivor] = await instances(2);
    await enqueue(dying, mail("orphan@example.test"));
    // The first instance claims the row and is never heard from again.
    expect(await claimNext(dying, ["mail"], 300)).toMatchObject({
      recipient: "orphan@example.test",
    });
    expect(await claimNext(survivor, ["mail"], 300)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await claimNext(survivor, ["mail"], 300)).toMatchObject({
      recipient: "orphan@example.test",
      attempts: 2,
    });
  });
});

// @vitest-environment node
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmationLinkHours,
  handledLeadDays,
  outboxDays,
  pendingSignUpDays,
  resendAfterMinutes,
  unsubscribedDays,
} from "../../app/content/stored-data.js";
import { databaseTargets } from "../../tests/support/databases.mjs";
import { newsletterMigration } from "../db/migrations/002-newsletter.mjs";
import { deliveryQueueMigration } from "../db/migrations/007-delivery-queue.mjs";
import { jobRunsMigration } from "../db/migrations/008-job-runs.mjs";
import { visitAnalyticsMigration } from "../db/migrations/010-visit-analytics.mjs";
import { createMailer, readOutbox } from "../mail/mailer.mjs";
import { sendIssue } from "../newsletter/send-issue.mjs";
import {
  confirm,
  signUp,
  subscriberOfToken,
  unsubscribe,
  unsubscribeToken,
} from "../newsletter/subscriptions.mjs";
import { eraseAddress, heldData, isErased } from "./erasure.mjs";
import { applyRetention, startRetentionJob } from "./retention.mjs";
import { addressOfDataToken, dataToken } from "./routes.mjs";
import { hashToken } from "./secret.mjs";

/**
 * The contact form's table as these tests need it (its own migration brings the real one):
 * an address as typed, a state, and when the lead arrived and was handled.
 */
const leadStandIn = {
  async up(db) {
    await sql`create table lead (id serial primary key, name text not null, email text not null,
      state text not null, received_at timestamptz not null, handled_at timestamptz)`.execute(db);
  },
};
const migrations = {
  "001-leads": leadStandIn,
  "002-newsletter": newsletterMigration,
  "007-delivery-queue": deliveryQueueMigration,
  "008-job-runs": jobRunsMigration,
  "010-visit-analytics": visitAnalyticsMigration,
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = new Date("2026-11-24T12:00:00Z");
const at = (ms) => new Date(start.getTime() + ms);
const uniqueEmail = (name) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

for (const target of databaseTargets()) {
  describe(`stored data on ${target.name}`, () => {
    let database;
    let db;
    beforeAll(async () => {
      database = await target.open({ migrations });
      db = database.db;
      // PGlite starts in a second or two, a new PostgreSQL database as fast; both slower under load.
    }, 60_000);
    afterAll(async () => database?.close());

    const subscriber = (email) =>
      db.selectFrom("subscriber").selectAll().where("email", "=", email).executeTakeFirst();

    describe("the confirmation token", () => {
      it("confirms once within its lifetime, and only its hash is stored", async () => {
        const email = uniqueEmail("reader");
        const { token } = await signUp(db, email, start);
        const row = await subscriber(email);
        expect(row).toMatchObject({ state: "pending", token_hash: hashToken(token) });
        expect(JSON.stringify(row)).not.toContain(token);
        expect(new Date(row.token_expires_at).getTime() - start.getTime()).toBe(
          confirmationLinkHours * HOUR,
        );
        expect(await confirm(db, token, at(confirmationLinkHours * HOUR - 1000))).toBe(true);
        const confirmed = await subscriber(email);
        expect(confirmed).toMatchObject({ state: "confirmed", token_hash: null });
        expect(new Date(confirmed.confirmed_at)).toEqual(at(confirmationLinkHours * HOUR - 1000));
        expect(new Date(confirmed.asked_at)).toEqual(start);
        expect(confirmed.consent_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        // Used: the same link again does nothing.
        expect(await confirm(db, token, at(HOUR))).toBe(false);
      });

      it("no longer confirms once expired, nor for a made-up token", async () => {
        const email = uniqueEmail("late");
        const { token } = await signUp(db, email, start);
        expect(await confirm(db, token, at(confirmationLinkHours * HOUR))).toBe(false);
        expect(await confirm(db, `${token}x`, start)).toBe(false);
        expect(await confirm(db, "", start)).toBe(false);
        expect((await subscriber(email)).state).toBe("pending");
      });

      it("a second sign-up sends one more mail at most, and never makes two subscriptions", async () => {
        const email = uniqueEmail("twice");
        const first = await signUp(db, email, start);
        expect(first).toBeDefined();
        expect(await signUp(db, email.toUpperCase(), at(60_000))).toBeUndefined();
        const again = await signUp(db, ` ${email} `, at(resendAfterMinutes * 60_000 + 1000));
        expect(again).toBeDefined();
        // The newer mail's link is the one that works.
        expect(await confirm(db, first.token, at(resendAfterMinutes * 60_000 + 2000))).toBe(false);
        expect(await confirm(db, again.token, at(resendAfterMinutes * 60_000 + 2000))).toBe(true);
        // Confirmed: nothing new is sent, whatever the timing.
        expect(await signUp(db, email, at(10 * DAY))).toBeUndefined();
        const { rows } =
          await sql`select count(*)::int as n from subscriber where email = ${email}`.execute(db);
        expect(rows[0].n).toBe(1);
      });

      it("signs up concurrently as one subscription with one mail", async () => {
        const email = uniqueEmail("burst");
        const results = await Promise.all(
          Array.from({ length: 8 }, () => signUp(db, email, start)),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
      });
    });

    describe("unsubscribing", () => {
      it("works by a signed token that cannot be forged, and is final", async () => {
        const email = uniqueEmail("leaving");
        const { token, subscriberId } = await signUp(db, email, start);
        await confirm(db, token, start);
        const leave = await unsubscribeToken(db, subscriberId);
        expect(await subscriberOfToken(db, leave)).toBe(subscriberId);
        expect(
          await subscriberOfToken(
            db,
            `${leave.slice(0, -5)}${leave.at(-5) === "A" ? "B" : "A"}${leave.slice(-4)}`,
          ),
        ).toBeUndefined();
        const other = leave.replace(/^unsubscribe\.[^.]+/, `unsubscribe.${btoa("1")}`);
        expect(await subscriberOfToken(db, other)).toBeUndefined();
        await unsubscribe(db, subscriberId, at(HOUR));
        await unsubscribe(db, subscriberId, at(2 * HOUR));
        const row = await subscriber(email);
        expect(row).toMatchObject({ state: "unsubscribed" });
        expect(new Date(row.unsubscribed_at)).toEqual(at(HOUR));
      });
    });

    describe("an issue of the newsletter", () => {
      it("goes to confirmed subscribers only, each with its own one-click unsubscribe", async () => {
        await sql`delete from subscriber`.execute(db);
        await sql`delete from mail_outbox`.execute(db);
        const confirmed = uniqueEmail("reads");
        const pending = uniqueEmail("waits");
        const first = await signUp(db, confirmed, start);
        await confirm(db, first.token, start);
        await signUp(db, pending, start);
        const mailer = createMailer({ db, smtpUrl: "" });
        const origin = "https://flowboard.example";
        const sent = await sendIssue({ db, mailer, origin, subject: "News", text: "Hello" });
        expect(sent).toBe(1);
        const [mail] = await readOutbox(db, { to: confirmed });
        const link = /^<(.+)>$/.exec(mail.headers["List-Unsubscribe"])[1];
        expect(link.startsWith(`${origin}/newsletter/unsubscribe?token=`)).toBe(true);
        expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
        expect(mail.links).toContain(link);
        const token = new URL(link).searchParams.get("token");
        expect(await subscriberOfToken(db, token)).toBe(first.subscriberId);
        expect(await readOutbox(db, { to: pending })).toEqual([]);
      });
    });

    describe("the data link", () => {
      it("names its address until it expires, and cannot be forged", async () => {
        const token = await dataToken(db, "Someone@Example.com", start.getTime());
        expect(await addressOfDataToken(db, token, start.getTime() + HOUR)).toBe(
          "someone@example.com",
        );
        expect(await addressOfDataToken(db, token, start.getTime() + 25 * HOUR)).toBeUndefined();
        const [purpose, , signature] = token.split(".");
        const forged = `${purpose}.${Buffer.from(JSON.stringify({ e: "x@example.com", x: 9e15 })).toString("base64url")}.${signature}`;
        expect(await addressOfDataToken(db, forged, start.getTime())).toBeUndefined();
        const unsubscribeOne = await unsubscribeToken(db, 1);
        expect(await addressOfDataToken(db, unsubscribeOne, start.getTime())).toBeUndefined();
      });
    });

    describe("erasure", () => {
      it("removes the leads, the subscription and the mails, and leaves only a tombstone", async () => {
        const email = uniqueEmail("erase");
        const typed = email.replace(/^e/, "E");
        await db
          .insertInto("lead")
          .values([
            { name: "Ann", email: typed, state: "new", received_at: start },
            { name: "Ann", email, state: "handled", received_at: start },
            { name: "Bo", email: uniqueEmail("keep"), state: "new", received_at: start },
          ])
          .execute();
        await signUp(db, email, start);
        const mailer = createMailer({ db, smtpUrl: "" });
        await mailer.send({ to: email, subject: "Hello", text: "Body" });

        const held = await heldData(db, typed);
        expect(held.contactRequests).toHaveLength(2);
        expect(held.newsletter).toMatchObject({ email, state: "pending" });

        expect(await isErased(db, email)).toBe(false);
        expect(await eraseAddress(db, typed)).toEqual({ leads: 2, subscriptions: 1, mails: 1 });
        expect(await isErased(db, email)).toBe(true);
        expect(await isErased(db, ` ${email.toUpperCase()} `)).toBe(true);
        expect(await isErased(db, uniqueEmail("other"))).toBe(false);

        const after = await heldData(db, email);
        expect(after).toEqual({ email, contactRequests: [], newsletter: null });
        expect(await readOutbox(db, { to: email })).toEqual([]);
        const tombstones = await db.selectFrom("erasure_tombstone").selectAll().execute();
        expect(JSON.stringify(tombstones)).not.toContain(email);
        // The other visitor's lead is untouched.
        const { rows } = await sql`select count(*)::int as n from lead`.execute(db);
        expect(rows[0].n).toBeGreaterThanOrEqual(1);
        // A replayed sign-up is refused: nothing stored, nothing sent; erasing again is fine.
        expect(await signUp(db, email, at(HOUR))).toBeUndefined();
        expect(await subscriber(email)).toBeUndefined();
        expect(await eraseAddress(db, email)).toEqual({ leads: 0, subscriptions: 0, mails: 0 });
      });
    });

    describe("the retention job", () => {
      it("deletes what the privacy page says is no longer kept, and nothing younger", async () => {
        const now = at(400 * DAY);
        const ago = (days, extraMs = 0) => new Date(now.getTime() - days * DAY + extraMs);
        await sql`delete from subscriber`.execute(db);
        await sql`delete from mail_outbox`.execute(db);
        await sql`delete from lead`.execute(db);
        const row = (email, state, asked, extra = {}) => ({
          email,
          state,
          consent_version: "v",
          asked_at: asked,
          ...extra,
        });
        await db
          .insertInto("subscriber")
          .values([
            row("old-pending@example.com", "pending", ago(pendingSignUpDays, -1000)),
            row("new-pending@example.com", "pending", ago(pendingSignUpDays, 60_000)),
            row("old-confirmed@example.com", "confirmed", ago(900), { confirmed_at: ago(900) }),
            row("old-left@example.com", "unsubscribed", ago(900), {
              unsubscribed_at: ago(unsubscribedDays, -1000),
            }),
            row("new-left@example.com", "unsubscribed", ago(900), {
              unsubscribed_at: ago(unsubscribedDays, 60_000),
            }),
          ])
          .execute();
        await db
          .insertInto("mail_outbox")
          .values([
            {
              recipient: "a@example.com",
              subject: "old",
              body: "-",
              created_at: ago(outboxDays, -1000),
            },
            {
              recipient: "a@example.com",
              subject: "new",
              body: "-",
              created_at: ago(outboxDays, 60_000),
            },
          ])
          .execute();
        const lead = (name, state, handledDaysAgo) => ({
          name,
          email: `${name}@example.com`,
          state,
          received_at: ago(handledDaysAgo + 30),
          handled_at: state === "handled" ? ago(handledDaysAgo) : null,
        });
        await db
          .insertInto("lead")
          .values([
            lead("old-handled", "handled", handledLeadDays + 1),
            lead("new-handled", "handled", handledLeadDays - 1),
            lead("old-unanswered", "new", handledLeadDays + 100),
          ])
          .execute();

        expect(await applyRetention(db, now)).toEqual({
          analyticsRawEvents: 0,
          analyticsRollups: 0,
          pendingSignUps: 1,
          unsubscribed: 1,
          mails: 1,
          handledLeads: 1,
        });
        const emails = await db.selectFrom("subscriber").select("email").orderBy("email").execute();
        expect(emails.map((r) => r.email)).toEqual([
          "new-left@example.com",
          "new-pending@example.com",
          "old-confirmed@example.com",
        ]);
        const mails = await db.selectFrom("mail_outbox").select("subject").execute();
        expect(mails).toEqual([{ subject: "new" }]);
        const leads = await db.selectFrom("lead").select("name").orderBy("name").execute();
        expect(leads.map((r) => r.name)).toEqual(["new-handled", "old-unanswered"]);
        // The job runs once as it starts; stopping it waits for that run.
        await db
          .insertInto("subscriber")
          .values(row("stale@example.com", "pending", ago(900)))
          .execute();
        const job = startRetentionJob(db, { log: { info() {}, error() {} }, now: () => now });
        await job.stop();
        expect(await subscriber("stale@example.com")).toBeUndefined();
        // A second run finds nothing more.
        expect(await applyRetention(db, now)).toEqual({
          analyticsRawEvents: 0,
          analyticsRollups: 0,
          pendingSignUps: 0,
          unsubscribed: 0,
          mails: 0,
          handledLeads: 0,
        });
      });

      it("runs once a day however many instances start it at once", async () => {
        const runs = [];
        const instances = (day) =>
          Array.from({ length: 3 }, (_, instance) =>
            startRetentionJob(db, {
              log: { info: () => runs.push([day, instance]), error() {} },
              now: () => at(day * DAY + 7 * HOUR),
            }),
          );
        for (const day of [30, 31]) for (const job of instances(day)) await job.stop();
        expect(runs.map(([day]) => day)).toEqual([30, 31]);
      });
    });
  });
}

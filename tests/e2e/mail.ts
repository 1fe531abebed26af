import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import type { Kysely } from "kysely";
import { openDatabase } from "../../server/db/database.mjs";
import { readOutbox } from "../../server/mail/mailer.mjs";

/** The tables these tests read and write, as far as they use them. */
interface StoredTables {
  subscriber: {
    email: string;
    state: string;
    consent_version: string;
    asked_at: Date;
    token_hash: string | null;
    token_expires_at: Date | null;
  };
}

/**
 * The test server's database (playwright.config.ts gives it E2E_DATA_DIR), reached
 * through the server's relay while it runs.
 */
export async function withDatabase<T>(use: (db: Kysely<StoredTables>) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: process.env.E2E_DATA_DIR, url: "" });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

interface Mail {
  recipient: string;
  subject: string;
  headers: Record<string, string>;
  links: string[];
}

/** The newest mail to `to` in the outbox, once it is there. */
export async function newestMail(to: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      mail = (await withDatabase((db) => readOutbox(db, { to, limit: 1 })))[0];
      return mail?.recipient;
    })
    .toBe(to);
  return mail as Mail;
}

export const countMails = (to: string) =>
  withDatabase(async (db) => (await readOutbox(db, { to, limit: 100 })).length);

/** The link of a mail whose path starts with `path`. */
export function linkIn(mail: Mail, path: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`No ${path} link in "${mail.subject}": ${mail.links.join(", ")}`);
  return link;
}

/** An address nobody else in the run uses. */
export const freshAddress = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

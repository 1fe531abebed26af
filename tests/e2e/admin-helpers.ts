import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { addAccount } from "../../server/admin/accounts.mjs";
import { openDatabase } from "../../server/db/database.mjs";
import { expect } from "./fixtures";

// The team inbox's helpers for browser tests: the database through the server's relay, a
// fresh account, and the login (admin.spec.ts, analytics.spec.ts).

export async function withDatabase<T>(use: (db: Parameters<typeof addAccount>[0]) => Promise<T>) {
  const database = await openDatabase({ dataDir: process.env.E2E_DATA_DIR, url: "" });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

/** A fresh account for this test, with `role` (server/admin/roles.mjs); its email and password. */
export async function newAccount(role = "viewer") {
  const email = `team-${randomUUID().slice(0, 8)}@flowboard.example`;
  const password = `pw-${randomUUID()}`;
  await withDatabase((db) => addAccount(db, email, password, undefined, { role }));
  return { email, password };
}

/**
 * How long a login may take to show the inbox: the password check is memory-hard scrypt by
 * design, and the inbox is drawn in the browser from /admin/api after the framework loads.
 * On a 2-core host with one core busy that took more than the 7 s default.
 */
export const LOGIN_TIMEOUT_MS = 20_000;

export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible({
    timeout: LOGIN_TIMEOUT_MS,
  });
  await expect(page).toHaveURL(/\/admin$/);
}

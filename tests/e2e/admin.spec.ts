import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { insertLead } from "../support/leads.mjs";
import { siteContent } from "../support/site-content";
import { LOGIN_TIMEOUT_MS, logIn, newAccount, withDatabase } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { axeScan, pageWithoutJavaScript, summarizeViolations } from "./page-checks";

/**
 * The team's inbox in the browser: a message sent through /contact read, handled and
 * exported, the session ended, and Back after it; hostile text shown as text; the login
 * without JavaScript. Accounts and planted leads go in through the server's relay.
 */

async function search(page: Page, text: string) {
  await page.getByLabel("Name, email or company").fill(text);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}

test("the team finds the lead just sent through /contact, marks it handled, exports it and logs out; Back shows nothing private @desktop", async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const name = `Lin Okafor ${tag}`;
  const account = await newAccount();

  await page.goto("/contact");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send message" }) });
  await form.getByLabel(/^Full name/).fill(name);
  await form.getByLabel(/^Email address/).fill(`lin-${tag}@example.com`);
  await form.getByLabel(/^Company/).fill("Okafor & Daughters");
  await form.getByLabel(/^Message/).fill(`We would like a demo for our team of 40. (${tag})`);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(siteContent("pages/contact.json").form.thanks)).toBeVisible();

  await logIn(page, account);
  await search(page, tag);
  await expect(page.getByRole("status")).toHaveText(/^1 lead match the filter/);
  await page.getByRole("link", { name }).click();

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(`lin-${tag}@example.com`)).toBeVisible();
  await expect(page.getByText("Okafor & Daughters")).toBeVisible();
  await expect(page.getByText(`team of 40. (${tag})`)).toBeVisible();
  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("button", { name: "Mark as new again" })).toBeVisible();
  await expect(page.getByText("Handled", { exact: true })).toBeVisible();
  expect(summarizeViolations((await axeScan(page).analyze()).violations)).toEqual([]);

  await page.getByRole("link", { name: "← All leads" }).click();
  await page.getByLabel("State").selectOption("handled");
  await search(page, tag);
  await expect(page.getByRole("link", { name })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export these leads as CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, "utf8");
  const rows = csv.trim().split("\r\n");
  expect(rows).toHaveLength(2);
  // The name's parts are empty: the English form asks for one name.
  expect(rows[1]).toContain(`"handled","general","${name}","","","lin-${tag}@example.com"`);

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Team inbox" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByText(`lin-${tag}@example.com`)).toHaveCount(0);
});

test("a lead named with HTML and SQL stays text in the list, on its page and in the CSV @desktop", async ({
  page,
}) => {
  const hostile = "<img src=x onerror=alert(1)>";
  const tag = randomUUID().slice(0, 8);
  await withDatabase((db) =>
    insertLead(db as never, {
      name: hostile,
      email: `x-${tag}@example.com`,
      company: "'; DROP TABLE lead; --",
      subject: "general",
      message: '<script>alert("x")</script> =1+1',
    }),
  );
  page.on("dialog", (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await logIn(page, await newAccount());
  await search(page, `x-${tag}`);
  const link = page.getByRole("link", { name: hostile });
  await expect(link).toHaveText(hostile);
  await expect(page.getByText("'; DROP TABLE lead; --", { exact: false })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hostile);
  await expect(page.getByText('<script>alert("x")</script> =1+1')).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  const csv = await (await page.request.get(`/admin/api/leads.csv?q=x-${tag}`)).text();
  expect(csv).toContain(`"${hostile}"`);
  expect(csv).toContain(`"'; DROP TABLE lead; --"`);
  expect(csv).toContain('"<script>alert(""x"")</script> =1+1"');
});

test("a team member who opens /admin again, or whose login posts before the page's code has loaded, sees the inbox without touching the page @desktop", async ({
  page,
}) => {
  const account = await newAccount();
  // The login form posted as plain HTML: the fields are filled and the form submitted
  // without a focus, key or pointer event, so the page's code is never asked for.
  await page.goto("/admin/login");
  await page.evaluate(
    ({ email, password }) => {
      const form = document.querySelector<HTMLFormElement>('form[action="/admin/login"]');
      if (!form) throw new Error("no login form");
      (form.elements.namedItem("email") as HTMLInputElement).value = email;
      (form.elements.namedItem("password") as HTMLInputElement).value = password;
      form.requestSubmit();
    },
    { email: account.email, password: account.password },
  );
  await expect(page).toHaveURL(/\/admin$/, { timeout: LOGIN_TIMEOUT_MS });
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  // A new load of the inbox with the session (a bookmark, a reload) draws it by itself too.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test("the login page says what went wrong, and a right password opens the inbox's shell @desktop", async ({
    browser,
  }, testInfo) => {
    const account = await newAccount();
    const page = await pageWithoutJavaScript(browser, testInfo);
    const context = page.context();
    try {
      await page.goto("/admin/login");
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password").fill("not the password");
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page.getByRole("alert")).toHaveText("Wrong email or password.", {
        timeout: LOGIN_TIMEOUT_MS,
      });
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password").fill(account.password);
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page).toHaveURL(/\/admin$/, { timeout: LOGIN_TIMEOUT_MS });
      await expect(page.getByRole("status")).toContainText("It needs JavaScript");
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === "flowboard_admin")).toMatchObject({
        path: "/admin",
        httpOnly: true,
        secure: true,
        sameSite: "Strict",
      });
    } finally {
      await context.close();
    }
  });
});

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { localeNamed, pathInLocale } from "../../app/lib/locales.js";
import { translationPath } from "../../pipeline/content/translations.mjs";
import { openDatabase } from "../../server/db/database.mjs";
import { expect, holdRequests, test, untilHydrated } from "./fixtures";

/**
 * A field's message is the page's own, in the page's language, before the page's code runs
 * (the server's answer) and after (the form's check): the browser's built-in bubble, in the
 * browser's language, never stops the form (docs/decisions/035).
 */

/** The contact form's words and messages in `code`, as its page shows them. */
function contactWords(code: string) {
  const read = <T>(file: string) =>
    JSON.parse(readFileSync(translationPath(file, code), "utf8")) as T;
  const form = read<{
    form: { heading: string; submit: string; fields: { email: string; message: string } };
  }>("content/pages/contact.json").form;
  const { errors } = read<{ errors: { email: string } }>("content/forms/contact-messages.json");
  return { form, emailError: errors.email };
}

/** Each test posts from an address of its own: the rate limit counts it apart. */
async function useOwnAddress(page: Page, testInfo: TestInfo, what: string) {
  const [a = 0, b = 0, c = 0] = createHash("sha256").update(`${testInfo.testId}${what}`).digest();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${a}.${b}.${c}` });
}

/**
 * The message as a reader reads it: Hebrew's page may isolate a Latin run in it (an example
 * address) with the invisible marks that keep it left to right (U+2066-U+2069).
 */
const asRead = (message: string) =>
  new RegExp(
    `^${[...message].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[\u2066-\u2069]?")}$`,
  );

async function sendWithBadEmail(page: Page, code: string) {
  const { form: words } = contactWords(code);
  const form = page.getByRole("form", { name: words.heading });
  await form.getByLabel(words.fields.email, { exact: false }).fill("not-an-address");
  await form
    .getByLabel(words.fields.message, { exact: false })
    .fill("A question about the plans, long enough to send.");
  return form;
}

for (const code of ["de", "ja", "he"] as const) {
  const locale = localeNamed(code);
  const path = pathInLocale("/contact", code);

  test.describe(`${locale.name}: the contact form's messages`, () => {
    // Chromium logs the refused post's 400 status as a console error.
    test.use({ allowedConsole: [/status of 400/] });

    test(`before the page's code runs, an invalid email gets the server's ${code} message`, async ({
      page,
    }, testInfo) => {
      await useOwnAddress(page, testInfo, "before");
      // The page's code never arrives: the form is the HTML's own.
      const release = await holdRequests(page, /\/assets\/.*\.js$/);
      await page.goto(path, { waitUntil: "commit" });
      const { form: words, emailError } = contactWords(code);
      const form = await sendWithBadEmail(page, code);
      await form.getByRole("button", { name: words.submit }).click();
      // The browser did not stop the post with its own bubble: the server answered.
      await expect(page).toHaveURL(new RegExp(`${pathInLocale("/contact/send", code)}$`));
      const email = page
        .getByRole("form", { name: words.heading })
        .getByLabel(words.fields.email, { exact: false });
      await expect(email).toHaveAccessibleDescription(asRead(emailError));
      await expect(email).toHaveAttribute("aria-invalid", "true");
      release();
    });

    test(`once the page's code runs, an invalid email gets the form's ${code} message`, async ({
      page,
    }, testInfo) => {
      await useOwnAddress(page, testInfo, "after");
      await page.goto(path);
      const { form: words, emailError } = contactWords(code);
      const form = await sendWithBadEmail(page, code);
      await untilHydrated(page);
      await form.getByRole("button", { name: words.submit }).click();
      const email = form.getByLabel(words.fields.email, { exact: false });
      await expect(email).toHaveAccessibleDescription(asRead(emailError));
      await expect(email).toHaveAttribute("aria-invalid", "true");
      // Checked in the page: nothing was posted.
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  });
}

test("the Japanese contact form asks for the family name, then the given name, and the lead keeps both", async ({
  page,
}, testInfo) => {
  await useOwnAddress(page, testInfo, "names");
  const read = <T>(file: string) =>
    JSON.parse(readFileSync(translationPath(file, "ja"), "utf8")) as T;
  const { form: words } = read<{
    form: {
      heading: string;
      submit: string;
      thanks: string;
      fields: { familyName: string; givenName: string; email: string; message: string };
    };
  }>("content/pages/contact.json");
  await page.goto(pathInLocale("/contact", "ja"));
  const form = page.getByRole("form", { name: words.heading });
  // A label starts with the field's name ("名" is also the end of "会社名").
  const labelled = (name: string) => form.getByLabel(new RegExp(`^${name}(\\s|$)`));
  const family = labelled(words.fields.familyName);
  const given = labelled(words.fields.givenName);
  await expect(family).toHaveAttribute("autocomplete", "family-name");
  await expect(given).toHaveAttribute("autocomplete", "given-name");
  // In the order a Japanese reader writes them: the family name first, in reading order.
  expect(
    await family.evaluate(
      (element, other) =>
        Boolean(element.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await given.elementHandle(),
    ),
  ).toBe(true);
  const message = `名前の欄のテスト (${testInfo.project.name}, ${testInfo.testId})`;
  await family.fill("山田");
  await given.fill("花子");
  await form.getByLabel(words.fields.email, { exact: false }).fill("hanako@example.com");
  await form.getByLabel(words.fields.message, { exact: false }).fill(message);
  await untilHydrated(page);
  await form.getByRole("button", { name: words.submit }).click();
  await expect(form.getByRole("status").filter({ hasText: /\S/ }).first()).toBeVisible();
  const database = await openDatabase({ url: "", dataDir: process.env.E2E_DATA_DIR });
  try {
    const rows = await database.db
      .selectFrom("lead")
      .select(["name", "family_name", "given_name", "locale"])
      .where("message", "=", message)
      .execute();
    expect(rows).toEqual([
      { name: "山田 花子", family_name: "山田", given_name: "花子", locale: "ja" },
    ]);
  } finally {
    await database.close();
  }
});

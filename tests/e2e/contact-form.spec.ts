import { createHash } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import { contactErrors, contactNotices } from "../../app/content/contact-messages.js";
import { openDatabase } from "../../server/db/database.mjs";
import { localizedContent, siteContent } from "../support/site-content";
import { expect, test, untilHydrated } from "./fixtures";

// The form's words are the editors' (content/pages/contact.json, contact-outcomes.json,
// content/forms/contact-messages.json, and the German words over them): read from there.
const contact = siteContent("pages/contact.json");
const field = contact.form.fields;
const german = localizedContent("pages/contact.json", "de");
const thanksPage = siteContent("pages/contact-outcomes.json").thanks;
const contactForm = (page: Page) => page.getByRole("form", { name: contact.form.heading });

/**
 * Every test posts from a client address of its own (the test server trusts 127.0.0.1 to
 * name it in X-Forwarded-For), so the rate limit counts each test apart.
 */
async function useOwnAddress(page: Page, testInfo: TestInfo) {
  const [a = 0, b = 0, c = 0] = createHash("sha256").update(testInfo.testId).digest();
  const address = `10.${a}.${b}.${c}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}

/** A message no other test sends, to find its lead by. */
const uniqueMessage = (testInfo: TestInfo, what: string) =>
  `${what} from the ${testInfo.project.name} run, attempt ${testInfo.retry} (${testInfo.testId}).`;

/** The leads stored with `message`, read through the running server's relay. */
async function leadsWith(message: string) {
  const database = await openDatabase({ url: "", dataDir: process.env.E2E_DATA_DIR });
  try {
    return await database.db
      .selectFrom("lead")
      .select(["name", "email", "company", "phone", "subject", "message", "locale"])
      .where("message", "=", message)
      .execute();
  } finally {
    await database.close();
  }
}

test.describe("without JavaScript", () => {
  // Chromium logs the refused post's 400 status as a console error.
  test.use({ javaScriptEnabled: false, allowedConsole: [/status of 400/] });

  test("a refused answer comes back beside its field with every value kept; a good one lands on the thank-you page and is stored once", async ({
    page,
  }, testInfo) => {
    await useOwnAddress(page, testInfo);
    const message = uniqueMessage(testInfo, "A demo request without JavaScript");
    await page.goto("/contact?subject=demo");
    const form = contactForm(page);
    await expect(form.getByLabel(field.subject)).toHaveValue("demo");
    await form.getByLabel(field.name).fill("Zoë O'Brien");
    // The browser accepts this address; the server's check wants a domain with a dot.
    await form.getByLabel(field.email).fill("zoe@example");
    await form.getByLabel(field.company).fill("Ørsted & Co");
    await form.getByLabel(field.message).fill(message);
    await form.getByRole("button", { name: contact.form.submit }).click();

    await expect(page).toHaveURL(/\/contact\/send$/);
    await expect(page.getByRole("alert")).toContainText(contactNotices.fixFields);
    const email = form.getByLabel(field.email);
    await expect(email).toHaveAccessibleDescription(contactErrors.email);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveValue("zoe@example");
    await expect(form.getByLabel(field.name)).toHaveValue("Zoë O'Brien");
    await expect(form.getByLabel(field.company)).toHaveValue("Ørsted & Co");
    await expect(form.getByLabel(field.subject)).toHaveValue("demo");
    await expect(form.getByLabel(field.message)).toHaveValue(message);
    expect(await leadsWith(message)).toEqual([]);

    await email.fill("zoe+demo@example.com");
    await form.getByRole("button", { name: contact.form.submit }).click();
    await expect(page).toHaveURL(/\/contact\/thanks$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thanksPage.title);
    await expect(page.getByRole("main")).toContainText(thanksPage.steps[0]);
    expect(await leadsWith(message)).toEqual([
      {
        name: "Zoë O'Brien",
        email: "zoe+demo@example.com",
        company: "Ørsted & Co",
        phone: null,
        subject: "demo",
        message,
        locale: "en",
      },
    ]);
  });
});

test.describe("with JavaScript", () => {
  test("errors are announced beside their fields with the focus on the first; a good message is thanked in place and stored once", async ({
    page,
  }, testInfo) => {
    await useOwnAddress(page, testInfo);
    const message = uniqueMessage(testInfo, "A sales question with JavaScript");
    await page.goto("/contact?subject=sales");
    const form = contactForm(page);
    const name = form.getByLabel(field.name);
    const email = form.getByLabel(field.email);
    await name.fill("   ");
    await email.fill("ada@example");
    await form.getByLabel(field.message).fill(message);
    // A form that posts is the HTML's own until the page's code has loaded (decision 019): a
    // send before then gets the page a visitor without JavaScript gets (the test above). A
    // person's typing outlasts the load that focusing a field starts; Playwright's fill does not.
    await untilHydrated(page);
    await form.getByRole("button", { name: contact.form.submit }).click();

    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription(contactErrors.name);
    await expect(email).toHaveAccessibleDescription(contactErrors.email);
    await expect(page.getByRole("alert")).toContainText(contactNotices.fixFields);
    await expect(email).toHaveValue("ada@example");
    await expect(form.getByLabel(field.message)).toHaveValue(message);

    await name.fill("李小龍");
    await email.fill("lee+sales@example.com");
    await form.getByRole("button", { name: contact.form.submit }).click();
    await expect(page.getByRole("status")).toContainText(contact.form.thanks);
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(page.url()).toMatch(/\/contact\?subject=sales$/);
    expect(await leadsWith(message)).toEqual([
      expect.objectContaining({ name: "李小龍", email: "lee+sales@example.com", subject: "sales" }),
    ]);
  });

  test("the German form posts to its German route: thanked in German in place, the lead kept as German @desktop", async ({
    page,
  }, testInfo) => {
    await useOwnAddress(page, testInfo);
    const message = uniqueMessage(testInfo, "Eine Frage zum Vertrieb");
    await page.goto("/de/contact");
    const form = page.getByRole("form", { name: german.form.heading });
    await form.getByLabel(german.form.fields.name).fill("Jürgen Weiß");
    await form.getByLabel(german.form.fields.email).fill("juergen@example.com");
    // German words carry soft hyphens on the page, which Playwright drops when it matches a
    // string (not a regular expression) against a name; the label goes on with a hint.
    await form.getByLabel(german.form.fields.message, { exact: false }).fill(message);
    await untilHydrated(page);
    const answered = page.waitForResponse((response) => response.url().endsWith("/contact/send"));
    await form.getByRole("button", { name: german.form.submit }).click();
    expect(new URL((await answered).url()).pathname).toBe("/de/contact/send");
    await expect(page.getByRole("status")).toContainText(german.form.thanks);
    expect(page.url()).toMatch(/\/de\/contact$/);
    expect(await leadsWith(message)).toEqual([
      expect.objectContaining({ name: "Jürgen Weiß", locale: "de" }),
    ]);
  });

  test.describe(() => {
    // Chromium logs the refused post's status as a console error.
    test.use({ allowedConsole: [/status of 429/] });
    test("the sixth message from one address in ten minutes is refused with a readable 429, values kept @desktop", async ({
      page,
    }, testInfo) => {
      const address = await useOwnAddress(page, testInfo);
      for (let sent = 0; sent < 5; sent++) {
        const token = await page.request.get("/contact/send?token", {
          headers: { accept: "application/json", "x-forwarded-for": address },
        });
        const answer = await page.request.post("/contact/send", {
          headers: { "x-forwarded-for": address },
          form: {
            formToken: (await token.json()).formToken,
            name: "Rate Tester",
            email: "rate@example.com",
            subject: "general",
            message: uniqueMessage(testInfo, `Message ${sent}`),
          },
          maxRedirects: 0,
        });
        expect(answer.status()).toBe(303);
      }
      const message = uniqueMessage(testInfo, "One message too many");
      await page.goto("/contact");
      const form = contactForm(page);
      await form.getByLabel(field.name).fill("Rate Tester");
      await form.getByLabel(field.email).fill("rate@example.com");
      await form.getByLabel(field.message).fill(message);
      await untilHydrated(page);
      const answered = page.waitForResponse((response) => response.url().endsWith("/contact/send"));
      await form.getByRole("button", { name: contact.form.submit }).click();
      expect((await answered).status()).toBe(429);
      await expect(page.getByRole("alert")).toContainText(
        /several messages in the last few minutes.*Try again in 10 minutes, or write to hello@flowboard\.example/,
      );
      await expect(form.getByLabel(field.message)).toHaveValue(message);
      await expect(page.getByRole("status")).toHaveCount(0);
      expect(await leadsWith(message)).toEqual([]);
    });
  });
});

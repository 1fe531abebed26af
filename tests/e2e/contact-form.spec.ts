import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { translationPath } from "../../pipeline/content/translations.mjs";
import { openDatabase } from "../../server/db/database.mjs";
import { expect, test, untilHydrated } from "./fixtures";

const contactForm = (page: Page) => page.getByRole("form", { name: "Send us a message" });

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
    await expect(form.getByLabel("Subject")).toHaveValue("demo");
    await form.getByLabel("Full name").fill("Zoë O'Brien");
    // The browser accepts this address; the server's check wants a domain with a dot.
    await form.getByLabel("Email address").fill("zoe@example");
    await form.getByLabel("Company").fill("Ørsted & Co");
    await form.getByLabel("Message").fill(message);
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(page).toHaveURL(/\/contact\/send$/);
    await expect(page.getByRole("alert")).toContainText("Some answers need a change");
    const email = form.getByLabel("Email address");
    await expect(email).toHaveAccessibleDescription(
      "Enter an email address like name@example.com.",
    );
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveValue("zoe@example");
    await expect(form.getByLabel("Full name")).toHaveValue("Zoë O'Brien");
    await expect(form.getByLabel("Company")).toHaveValue("Ørsted & Co");
    await expect(form.getByLabel("Subject")).toHaveValue("demo");
    await expect(form.getByLabel("Message")).toHaveValue(message);
    expect(await leadsWith(message)).toEqual([]);

    await email.fill("zoe+demo@example.com");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact\/thanks$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you: your message reached us",
    );
    await expect(page.getByRole("main")).toContainText("Within one business day");
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
    const name = form.getByLabel("Full name");
    const email = form.getByLabel("Email address");
    await name.fill("   ");
    await email.fill("ada@example");
    await form.getByLabel("Message").fill(message);
    // A form that posts is the HTML's own until the page's code has loaded (decision 019): a
    // send before then gets the page a visitor without JavaScript gets (the test above). A
    // person's typing outlasts the load that focusing a field starts; Playwright's fill does not.
    await untilHydrated(page);
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription("Enter your name (up to 100 characters).");
    await expect(email).toHaveAccessibleDescription(
      "Enter an email address like name@example.com.",
    );
    await expect(page.getByRole("alert")).toContainText("Some answers need a change");
    await expect(email).toHaveValue("ada@example");
    await expect(form.getByLabel("Message")).toHaveValue(message);

    await name.fill("李小龍");
    await email.fill("lee+sales@example.com");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Thank you for your interest in Flowboard!",
    );
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
    const form = page.getByRole("form", { name: "Senden Sie uns eine Nachricht" });
    await form.getByLabel("Vollständiger Name").fill("Jürgen Weiß");
    await form.getByLabel("E-Mail-Adresse").fill("juergen@example.com");
    // Its label read as the page shows it: German words carry soft hyphens, which Playwright
    // drops when it matches a string (not a regular expression) against a name.
    const messageLabel = (
      JSON.parse(readFileSync(translationPath("content/pages/contact.json", "de"), "utf8")) as {
        form: { fields: { message: string } };
      }
    ).form.fields.message;
    await form.getByLabel(messageLabel, { exact: false }).fill(message);
    await untilHydrated(page);
    const answered = page.waitForResponse((response) => response.url().endsWith("/contact/send"));
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    expect(new URL((await answered).url()).pathname).toBe("/de/contact/send");
    await expect(page.getByRole("status")).toContainText(
      "Vielen Dank für Ihr Interesse an Flowboard!",
    );
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
      await form.getByLabel("Full name").fill("Rate Tester");
      await form.getByLabel("Email address").fill("rate@example.com");
      await form.getByLabel("Message").fill(message);
      await untilHydrated(page);
      const answered = page.waitForResponse((response) => response.url().endsWith("/contact/send"));
      await form.getByRole("button", { name: "Send message" }).click();
      expect((await answered).status()).toBe(429);
      await expect(page.getByRole("alert")).toContainText(
        /several messages in the last few minutes.*Try again in 10 minutes, or write to hello@flowboard\.example/,
      );
      await expect(form.getByLabel("Message")).toHaveValue(message);
      await expect(page.getByRole("status")).toHaveCount(0);
      expect(await leadsWith(message)).toEqual([]);
    });
  });
});

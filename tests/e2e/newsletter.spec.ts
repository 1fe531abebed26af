import { site } from "../../app/content/site";
import { hashToken } from "../../server/privacy/secret.mjs";
import { articlesOf, rawContent, siteContent } from "../support/site-content";
import { expect, test, untilHydrated } from "./fixtures";
import { countMails, freshAddress, linkIn, newestMail, withDatabase } from "./mail";
import { pageWithoutJavaScript } from "./page-checks";

// The forms' and pages' words are the editors' (content/forms, content/legal/privacy.json):
// read from there. The server's answers are read as it reads them, {placeholders} and all.
const newsletter = siteContent("forms/newsletter.json");
const notices = siteContent("forms/notices.json").notices;
const answers = rawContent("forms/form-answers.json");
const dataRequestForm = siteContent("legal/privacy.json").dataRequestForm;
const privacyLinkLabel: string = siteContent("forms/privacy-link.json").label;
const withSite = (text: string) => text.replace("{site}", site.name);

const subscriptionState = (email: string) =>
  withDatabase(async (db) => {
    const row = await db
      .selectFrom("subscriber")
      .select("state")
      .where("email", "=", email)
      .executeTakeFirst();
    return row?.state;
  });

test.describe("newsletter double opt-in", () => {
  test("with JavaScript: the footer form answers in place, the mail's link confirms, the page's button unsubscribes @desktop", async ({
    page,
  }) => {
    const email = freshAddress("footer");
    await page.goto("/");
    const form = page.getByRole("form", { name: newsletter.form.heading });
    await expect(form.getByRole("link", { name: privacyLinkLabel })).toHaveAttribute(
      "href",
      "/privacy#newsletter",
    );
    await form.getByLabel(newsletter.form.label).fill(email);
    // A form that posts is the HTML's own until the page's code has loaded (decision 019): a
    // send before then gets the page a visitor without JavaScript gets, as the blog's form
    // does below. A visitor's typing outlasts the load that focusing the field starts.
    await untilHydrated(page);
    await form.getByRole("button", { name: newsletter.form.submit }).click();
    const status = page.getByRole("contentinfo").getByRole("status");
    await expect(status).toContainText(answers.newsletter.sent);
    await expect(page).toHaveURL(/\/$/);
    await expect(form.getByLabel(newsletter.form.label)).toHaveValue("");

    const mail = await newestMail(email);
    expect(mail.subject).toBe(withSite(answers.confirmationMail.subject));
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await subscriptionState(email)).toBe("pending");

    const confirmLink = linkIn(mail, "/newsletter/confirm");
    await page.goto(confirmLink);
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notices.confirmed.title);
    expect(await subscriptionState(email)).toBe("confirmed");

    // Used once: the same link now says so.
    await page.goto(confirmLink);
    await expect(page).toHaveURL(/\/link-expired$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notices.linkExpired.title);

    // Signing up again is answered the same way, and sends nothing new.
    await page.goto("/pricing");
    await form.getByLabel(newsletter.form.label).fill(email);
    await untilHydrated(page);
    await form.getByRole("button", { name: newsletter.form.submit }).click();
    await expect(status).toContainText(answers.newsletter.sent);
    expect(await countMails(email)).toBe(1);

    await page.goto(linkIn(mail, "/newsletter/unsubscribe"));
    await page.getByRole("button", { name: notices.unsubscribe.button }).click();
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notices.unsubscribed.title);
    expect(await subscriptionState(email)).toBe("unsubscribed");
  });

  test("without JavaScript: the blog's form posts, the inbox page follows, one-click unsubscribes @desktop", async ({
    browser,
  }, testInfo) => {
    const plain = await pageWithoutJavaScript(browser, testInfo);
    const email = freshAddress("blog");
    await plain.goto(`/resources/blog/${articlesOf("blog")[0]?.slug}`);
    const form = plain.getByRole("form", {
      name: siteContent("forms/notices.json").blogNewsletter.heading,
    });
    await form.getByLabel(newsletter.form.label).fill(email);
    await form.getByRole("button", { name: newsletter.form.submit }).click();
    await expect(plain).toHaveURL(/\/newsletter\/check-inbox$/);
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText(notices.checkInbox.title);

    const mail = await newestMail(email);
    await plain.goto(linkIn(mail, "/newsletter/confirm"));
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText(notices.confirmed.title);

    // What a mail provider sends for RFC 8058, from its own servers.
    const unsubscribe = linkIn(mail, "/newsletter/unsubscribe");
    const oneClick = await plain.request.post(unsubscribe, {
      form: { "List-Unsubscribe": "One-Click" },
      headers: { origin: "https://mail.example" },
    });
    expect(oneClick.status()).toBe(200);
    expect(await subscriptionState(email)).toBe("unsubscribed");

    // The visible link still works, and pressing it again changes nothing: it is final.
    await plain.goto(unsubscribe);
    await plain.getByRole("button", { name: notices.unsubscribe.button }).click();
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText(notices.unsubscribed.title);
    await plain.context().close();
  });

  test("an expired confirmation link gets a clear page, and confirms nothing @desktop", async ({
    page,
  }) => {
    const email = freshAddress("expired");
    const token = `expired-${email}`;
    await withDatabase((db) =>
      db
        .insertInto("subscriber")
        .values({
          email,
          state: "pending",
          consent_version: "2026-11-24",
          asked_at: new Date(Date.now() - 50 * 3_600_000),
          token_hash: hashToken(token),
          token_expires_at: new Date(Date.now() - 2 * 3_600_000),
        })
        .execute(),
    );
    await page.goto(`/newsletter/confirm?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/link-expired$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notices.linkExpired.title);
    await expect(page.getByRole("main")).toContainText(notices.linkExpired.lead);
    expect(await subscriptionState(email)).toBe("pending");
  });
});

test.describe("seeing and erasing one's data", () => {
  test("with JavaScript the request is answered in place; without, the link shows JSON and erases @desktop", async ({
    page,
    browser,
  }, testInfo) => {
    const email = freshAddress("rights");
    await page.goto("/");
    const footerForm = page.getByRole("form", { name: newsletter.form.heading });
    await footerForm.getByLabel(newsletter.form.label).fill(email);
    // A person typing the address outlasts the load its focus starts; Playwright's fill does
    // not, and a press before the code arrives posts the form without JavaScript (its own test).
    await untilHydrated(page);
    await footerForm.getByRole("button", { name: newsletter.form.submit }).click();
    await expect(page.getByRole("contentinfo").getByRole("status")).toContainText(
      answers.newsletter.sent,
    );

    await page.goto("/privacy");
    const request = page.getByRole("form", { name: dataRequestForm.heading });
    await request.getByLabel(dataRequestForm.label).fill(email);
    await request.getByRole("button", { name: dataRequestForm.submit }).click();
    await expect(request.getByRole("status")).toContainText(answers.dataRequest.sent.split("{")[0]);
    const mail = await newestMail(email);
    expect(mail.subject).toBe(withSite(answers.dataLinkMail.subject));

    const plain = await pageWithoutJavaScript(browser, testInfo);
    const view = await plain.goto(linkIn(mail, "/privacy/data"));
    expect(view?.headers()["content-type"]).toMatch(/^application\/json/);
    const held = await view?.json();
    expect(held).toMatchObject({ email, newsletter: { email, state: "pending" } });

    await plain.goto(linkIn(mail, "/privacy/erase"));
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText(notices.erase.title);
    await plain.getByRole("button", { name: notices.erase.button }).click();
    await expect(plain).toHaveURL(/\/privacy\/erased$/);
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText(notices.erased.title);
    expect(await subscriptionState(email)).toBeUndefined();
    expect(await countMails(email)).toBe(0);

    const after = await plain.goto(linkIn(mail, "/privacy/data"));
    expect(await after?.json()).toMatchObject({ email, newsletter: null, contactRequests: [] });

    // The old form sent again (a replay) is answered as usual and stores nothing.
    await plain.goto("/");
    await plain.getByLabel(newsletter.form.label).fill(email);
    await plain.getByRole("button", { name: newsletter.form.submit }).click();
    await expect(plain).toHaveURL(/\/newsletter\/check-inbox$/);
    expect(await subscriptionState(email)).toBeUndefined();
    expect(await countMails(email)).toBe(0);
    await plain.context().close();
  });
});

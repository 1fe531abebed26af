// @vitest-environment node
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataLinkHours } from "../../app/content/stored-data.js";
import { databaseTargets } from "../../tests/support/databases.mjs";
import { makeFixtureBuild, pageHtml } from "../../tests/support/fixture-build.mjs";
import { buildServer } from "../app.mjs";
import { readOutbox } from "../mail/mailer.mjs";

const ORIGIN = "http://site.test";
const flowPages = [
  "newsletter/check-inbox",
  "newsletter/confirmed",
  "newsletter/unsubscribe",
  "newsletter/unsubscribed",
  "privacy/request-sent",
  "privacy/erase",
  "privacy/erased",
  "link-expired",
  "request-not-sent",
];
// The same pages in German and Hebrew, titled with their prefix ("page he/link-expired").
const extraFiles = Object.fromEntries(
  ["", "de/", "he/"].flatMap((prefix) =>
    flowPages.map((page) => [
      `${prefix}${page}/index.html`,
      pageHtml({ title: `page ${prefix}${page}`, route: `${prefix}${page}`, noindex: true }),
    ]),
  ),
);
/** The server's answers and mails as a translator wrote them (content/translations). */
const answersIn = (locale) =>
  JSON.parse(
    readFileSync(
      new URL(`../../content/translations/${locale}/forms/form-answers.json`, import.meta.url),
      "utf8",
    ),
  );
const titleOf = (response) => /<title>page ([^<]+)<\/title>/.exec(response.body)?.[1];
const form = (fields) => new URLSearchParams(fields).toString();
const formHeaders = { "content-type": "application/x-www-form-urlencoded" };
const json = { ...formHeaders, accept: "application/json" };
/** A fresh client address per test, so the per-address limits of one do not reach another. */
let clientNumber = 0;
const client = () => {
  clientNumber += 1;
  return `10.0.${Math.floor(clientNumber / 250)}.${clientNumber % 250}`;
};

const [pglite] = databaseTargets();

describe("the newsletter and data rights over HTTP", () => {
  let fixture;
  let database;
  let app;
  beforeAll(async () => {
    fixture = await makeFixtureBuild({ extraFiles });
    database = await pglite.open();
    app = buildServer({ root: fixture.clientDir, database, publicOrigin: ORIGIN });
    await app.ready();
    // PGlite's start and the fixture build take seconds on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fixture?.cleanup();
  });

  const post = (url, fields, { headers = formHeaders, remoteAddress = client() } = {}) =>
    app.inject({ method: "POST", url, headers, payload: form(fields), remoteAddress });
  const newestMail = async (to) => (await readOutbox(database.db, { to, limit: 1 }))[0];
  const pathOf = (link) => link.slice(ORIGIN.length);

  it("signs up without JavaScript: 303 to the inbox page, and one mail with the link", async () => {
    const answer = await post("/newsletter", { email: "Plain@Example.com", website: "" });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/newsletter/check-inbox");
    const mail = await newestMail("Plain@Example.com");
    expect(mail.subject).toMatch(/Confirm/);
    const confirmLink = mail.links.find((link) => link.includes("/newsletter/confirm?token="));
    expect(confirmLink.startsWith(ORIGIN)).toBe(true);
    // RFC 8058: the one-click headers, and the same link visible in the text.
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribeLink = /^<(.+)>$/.exec(mail.headers["List-Unsubscribe"])[1];
    expect(mail.links).toContain(unsubscribeLink);

    const confirmed = await app.inject(pathOf(confirmLink));
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("/newsletter/confirmed");
    const reused = await app.inject(pathOf(confirmLink));
    expect(reused.statusCode).toBe(303);
    expect(reused.headers.location).toBe("/link-expired");

    // One-click from a mail provider: another site's Origin is no obstacle, the token is.
    const oneClick = await app.inject({
      method: "POST",
      url: pathOf(unsubscribeLink),
      headers: { ...formHeaders, origin: "https://mail.example" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    const row = await database.db
      .selectFrom("subscriber")
      .select("state")
      .where("email", "=", "plain@example.com")
      .executeTakeFirst();
    expect(row.state).toBe("unsubscribed");
  });

  it("signs up with JavaScript: JSON answers, and the same answer for a confirmed address", async () => {
    const email = "fetch@example.com";
    const first = await post("/newsletter", { email }, { headers: json });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatch(/check your inbox/);
    const mail = await newestMail(email);
    await app.inject(pathOf(mail.links.find((link) => link.includes("confirm"))));
    const again = await post("/newsletter", { email }, { headers: json });
    expect(again.json()).toEqual(first.json());
    expect((await readOutbox(database.db, { to: email })).length).toBe(1);
  });

  it("unsubscribes by the page's button (multipart one-click too), and refuses a forged token", async () => {
    const email = "button@example.com";
    await post("/newsletter", { email });
    const mail = await newestMail(email);
    const link = pathOf(mail.links.find((l) => l.includes("unsubscribe")));
    expect((await app.inject(link)).statusCode).toBe(200);
    expect(titleOf(await app.inject(link))).toBe("newsletter/unsubscribe");
    const forged = await app.inject({ method: "POST", url: `${link}x`, headers: formHeaders });
    expect(forged.headers.location).toBe("/link-expired");
    expect((await app.inject(`${link}x`)).headers.location).toBe("/link-expired");
    const button = await app.inject({
      method: "POST",
      url: link,
      headers: formHeaders,
      payload: "",
    });
    expect(button.statusCode).toBe(303);
    expect(button.headers.location).toBe("/newsletter/unsubscribed");
    const boundary = "----x";
    const multipart = await app.inject({
      method: "POST",
      url: link,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
  });

  it("refuses a cross-site post, bad input and floods; a bot's post is answered and dropped", async () => {
    const crossSite = await post(
      "/newsletter",
      { email: "x@example.com" },
      { headers: { ...json, origin: "https://evil.example", host: "site.test" } },
    );
    expect(crossSite.statusCode).toBe(403);
    const bad = await post("/newsletter", { email: "a@b.co\r\nBcc: c@d.e" });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe("/request-not-sent");
    const badJson = await post("/newsletter", { email: "a@b.co\r\nBcc: c@d.e" }, { headers: json });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toMatch(/complete email address/);
    const bot = await post("/newsletter", { email: "bot@example.com", website: "http://spam" });
    expect(bot.statusCode).toBe(303);
    expect(await newestMail("bot@example.com")).toBeUndefined();
    const remoteAddress = client();
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (
          await post(
            "/newsletter",
            { email: `flood${i}@example.com` },
            { remoteAddress, headers: json },
          )
        ).statusCode,
      );
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it("mails a data link that shows the data as JSON, erases it, and keeps the address out", async () => {
    const email = "rights@example.com";
    await post("/newsletter", { email });
    const asked = await post("/privacy/request", { email }, { headers: json });
    expect(asked.statusCode).toBe(200);
    const unknown = await post(
      "/privacy/request",
      { email: "nobody@example.com" },
      { headers: json },
    );
    expect(unknown.json()).toEqual(asked.json());
    expect(await newestMail("nobody@example.com")).toBeUndefined();

    const mail = await newestMail(email);
    const dataLink = pathOf(mail.links.find((link) => link.includes("/privacy/data?")));
    const eraseLink = pathOf(mail.links.find((link) => link.includes("/privacy/erase?")));
    const view = await app.inject(dataLink);
    expect(view.statusCode).toBe(200);
    expect(view.headers["cache-control"]).toBe("no-store");
    expect(view.json()).toMatchObject({ email, newsletter: { state: "pending" } });
    expect((await app.inject(`${dataLink}x`)).headers.location).toBe("/link-expired");

    expect(titleOf(await app.inject(eraseLink))).toBe("privacy/erase");
    const erased = await app.inject({ method: "POST", url: eraseLink, headers: formHeaders });
    expect(erased.statusCode).toBe(303);
    expect(erased.headers.location).toBe("/privacy/erased");
    expect((await app.inject(dataLink)).json()).toMatchObject({
      newsletter: null,
      contactRequests: [],
    });
    // A replayed sign-up stores nothing and sends nothing, and is answered as any other.
    const replay = await post("/newsletter", { email }, { headers: json });
    expect(replay.statusCode).toBe(200);
    expect(await readOutbox(database.db, { to: email })).toEqual([]);
  });

  it("signs up from a Hebrew page in Hebrew: the answer, the confirmation mail and the pages its links lead to", async () => {
    const hebrew = answersIn("he");
    const email = "hebrew@example.com";
    const asked = await post("/he/newsletter", { email }, { headers: json });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(hebrew.newsletter.sent);
    const mail = await newestMail(email);
    expect(mail.subject).toBe(hebrew.confirmationMail.subject.replace("{site}", "Flowboard"));
    expect(mail.text).toContain(hebrew.confirmationMail.follow);
    const confirmLink = pathOf(mail.links.find((link) => link.includes("/confirm?")));
    expect(confirmLink).toMatch(/^\/he\/newsletter\/confirm\?token=/);
    expect(/^<(.+)>$/.exec(mail.headers["List-Unsubscribe"])[1]).toContain(
      `${ORIGIN}/he/newsletter/unsubscribe?token=`,
    );
    expect((await app.inject(confirmLink)).headers.location).toBe("/he/newsletter/confirmed");
    expect((await app.inject(confirmLink)).headers.location).toBe("/he/link-expired");
    // Without JavaScript a refusal leads to the Hebrew "not sent" page.
    const refused = await post("/he/newsletter", { email: "not an address" });
    expect(refused.headers.location).toBe("/he/request-not-sent");
    const crossSite = await post(
      "/he/newsletter",
      { email },
      { headers: { ...json, "sec-fetch-site": "cross-site" } },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe(hebrew.crossSite);
  });

  it("mails the data links in German to a request from a German page, and leads to the German pages", async () => {
    const german = answersIn("de");
    const email = "daten@example.com";
    await post("/newsletter", { email });
    const asked = await post("/de/privacy/request", { email }, { headers: json });
    expect(asked.json().message).toBe(german.dataRequest.sent.replace("{hours}", dataLinkHours));
    const mail = await newestMail(email);
    expect(mail.subject).toBe(german.dataLinkMail.subject.replace("{site}", "Flowboard"));
    const eraseLink = pathOf(mail.links.find((link) => link.includes("/privacy/erase?")));
    expect(eraseLink).toMatch(/^\/de\/privacy\/erase\?token=/);
    expect(titleOf(await app.inject(eraseLink))).toBe("de/privacy/erase");
    const erased = await app.inject({ method: "POST", url: eraseLink, headers: formHeaders });
    expect(erased.headers.location).toBe("/de/privacy/erased");
    expect((await app.inject(`${eraseLink}x`)).headers.location).toBe("/de/link-expired");
    const sent = await post("/de/privacy/request", { email: "nobody@example.com" });
    expect(sent.headers.location).toBe("/de/privacy/request-sent");
  });

  it("answers a hostile corpus of posts without a 5xx", async () => {
    const values = [
      "",
      "a".repeat(20_000),
      "'; drop table subscriber; --",
      "<script>alert(1)</script>@example.com",
      "x@example.com\u0000",
      "\ud800@example.com",
      "🙂@example.com",
      "x@example.com%0d%0aBcc:y@example.com",
    ];
    const routes = [
      "/newsletter",
      "/privacy/request",
      "/newsletter/unsubscribe?token=%00",
      "/privacy/erase?token=a.b.c",
    ];
    const statuses = new Set();
    for (const url of routes)
      for (const value of values) {
        for (const payload of [
          form({ email: value }),
          `email=${value}&email=x@example.com`,
          value,
        ]) {
          const answer = await app.inject({
            method: "POST",
            url,
            headers: formHeaders,
            payload,
            remoteAddress: client(),
          });
          statuses.add(answer.statusCode);
        }
        const wrongType = await app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ email: value }),
          remoteAddress: client(),
        });
        statuses.add(wrongType.statusCode);
      }
    expect([...statuses].filter((status) => status >= 500)).toEqual([]);
  });
});

describe("without a database", () => {
  it("answers a sign-up with an honest 503", async () => {
    const fixture = await makeFixtureBuild({ extraFiles });
    const app = buildServer({ root: fixture.clientDir });
    try {
      const answer = await app.inject({
        method: "POST",
        url: "/newsletter",
        headers: json,
        payload: form({ email: "a@example.com" }),
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toMatch(/not available/);
    } finally {
      await app.close();
      await fixture.cleanup();
    }
  }, 30_000);
});

// @vitest-environment node
// The contact form in the visitor's language: each language's contact page posts to its own
// route (/de/contact/send), which answers, redirects and keeps the lead in that language.
// Expected words are read from the translations as an editor wrote them.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFieldLimits } from "../../app/content/contact-fields.js";
import { contactErrors } from "../../app/content/contact-messages.js";
import { contactEmail } from "../../app/content/site-contact.js";
import { makeContactFixtureBuild } from "../../tests/support/contact-fixture.mjs";
import { openTestPglite } from "../../tests/support/databases.mjs";
import { encodeForm, FORM_TYPE, validRequest } from "../../tests/support/form-posts.mjs";
import { buildServer } from "../app.mjs";
import { newestLeads } from "./leads.mjs";

const wordsOf = (locale) =>
  JSON.parse(
    readFileSync(
      new URL(`../../content/translations/${locale}/forms/contact-messages.json`, import.meta.url),
      "utf8",
    ),
  );
const german = wordsOf("de");
const japanese = wordsOf("ja");
const hebrew = wordsOf("he");
const titleOf = (html) => /<title>([^<]+)<\/title>/.exec(html)?.[1];

let fixture;
let database;
let app;
let nextAddress = 1;
beforeAll(async () => {
  [fixture, database] = await Promise.all([makeContactFixtureBuild(), openTestPglite()]);
  app = buildServer({ root: fixture.clientDir, database, forms: { minFillMs: 0 } });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await fixture?.cleanup();
});

async function post(path, fields, headers = {}) {
  const token = (
    await app.inject({ url: `${path}?token`, headers: { accept: "application/json" } })
  ).json().formToken;
  return app.inject({
    method: "POST",
    url: path,
    remoteAddress: `198.51.100.${nextAddress++}`,
    headers: { "content-type": FORM_TYPE, ...headers },
    payload: encodeForm({ formToken: token, ...fields }),
  });
}

describe("the contact form in the visitor's language", () => {
  it("serves /de/contact with a token, its form posting to /de/contact/send", async () => {
    const page = await app.inject({ url: "/de/contact" });
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe("Contact (de)");
    expect(page.body).toMatch(/<form[^>]*action="\/de\/contact\/send"/);
    expect(page.body).toMatch(/name="formToken" value="[\w-]+\.[\w-]+\.[\w-]+"/);
  });

  it("sends a refused German post without JavaScript back on the German page, errors in German, values kept", async () => {
    const answer = await post("/de/contact/send", validRequest({ email: "not an address" }));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('<html lang="de">');
    expect(titleOf(answer.body)).toBe("Contact (de)");
    expect(answer.body).toContain(`id="contact-email-error"`);
    expect(answer.body).toContain(german.errors.email);
    expect(answer.body).toContain(german.notices.fixFields);
    expect(answer.body).toMatch(/id="contact-email"[^>]*value="not an address"/);
    expect(answer.body).not.toContain(contactErrors.email);
  });

  it("thanks a German post on the German thank-you page and keeps the lead's language", async () => {
    const answer = await post("/de/contact/send", validRequest({ name: "Greta Deutsch" }));
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/de/contact/thanks");
    const [lead] = await newestLeads(database.db, { limit: 1 });
    expect(lead).toMatchObject({ name: "Greta Deutsch", locale: "de" });
    const english = await post("/contact/send", validRequest({ name: "Emma English" }));
    expect(english.headers.location).toBe("/contact/thanks");
    const [englishLead] = await newestLeads(database.db, { limit: 1 });
    expect(englishLead).toMatchObject({ name: "Emma English", locale: "en" });
  });

  it("answers the Japanese page's script in Japanese: field errors, and a cross-site refusal", async () => {
    const json = { accept: "application/json" };
    const refused = await post("/ja/contact/send", validRequest({ email: "x" }), json);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      ok: false,
      errors: { email: japanese.errors.email },
      message: japanese.notices.fixFields,
    });
    const crossSite = await post("/ja/contact/send", validRequest(), {
      ...json,
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe(
      japanese.notices.crossSite.replace("{email}", contactEmail),
    );
  });

  it("asks a Japanese visitor for the family name, then the given name, and keeps both", async () => {
    const page = await app.inject({ url: "/ja/contact" });
    const family = page.body.indexOf('id="contact-familyName"');
    const given = page.body.indexOf('id="contact-givenName"');
    expect(family).toBeGreaterThan(0);
    expect(given).toBeGreaterThan(family);
    expect(page.body).not.toContain('id="contact-name"');
    // The other languages keep their one name field.
    expect((await app.inject({ url: "/de/contact" })).body).toContain('id="contact-name"');

    const { name: _, ...withoutName } = validRequest();
    const json = { accept: "application/json" };
    const refused = await post(
      "/ja/contact/send",
      { ...withoutName, familyName: "山田", givenName: " " },
      json,
    );
    expect(refused.statusCode).toBe(400);
    const limit = new Intl.NumberFormat("ja").format(contactFieldLimits.name);
    expect(refused.json().errors).toEqual({
      givenName: japanese.errors.givenName.replace("{max}", limit),
    });

    const answer = await post("/ja/contact/send", {
      ...withoutName,
      familyName: "山田",
      givenName: "花子",
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/ja/contact/thanks");
    const [lead] = await newestLeads(database.db, { limit: 1 });
    expect(lead).toMatchObject({
      family_name: "山田",
      given_name: "花子",
      name: "山田 花子",
      locale: "ja",
    });
  });

  it("without a database, tells a Hebrew visitor in Hebrew where to write", async () => {
    const bare = buildServer({ root: fixture.clientDir });
    try {
      const answer = await bare.inject({
        method: "POST",
        url: "/he/contact/send",
        headers: { "content-type": FORM_TYPE },
        payload: encodeForm(validRequest()),
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toContain('<html lang="he">');
      expect(answer.body).toContain(hebrew.notices.unavailable.replace("{email}", contactEmail));
    } finally {
      await bare.close();
    }
  });
});

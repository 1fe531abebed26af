// @vitest-environment node
import { createHmac, randomUUID } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactErrors, contactNotices } from "../../app/content/contact-messages.js";
import { contactEmail } from "../../app/content/site-contact.js";
import { makeContactFixtureBuild } from "../../tests/support/contact-fixture.mjs";
import { databaseTargets } from "../../tests/support/databases.mjs";
import { fetchToken, postForm, validRequest } from "../../tests/support/form-posts.mjs";
import { listenLocally, request } from "../../tests/support/raw-http.mjs";
import { waitFor } from "../../tests/support/wait-for.mjs";
import { buildServer } from "../app.mjs";
import { readOutbox } from "../mail/outbox.mjs";
import { eraseAddress } from "../privacy/erasure.mjs";
import { escapeHtml as htmlText } from "./contact-page.mjs";
import { countLeads, newestLeads } from "./leads.mjs";

const OPEN_TIMEOUT_MS = 60_000;
const WEBHOOK_SECRET = "a webhook secret the team shares with its CRM";

let fixture;
beforeAll(async () => {
  fixture = await makeContactFixtureBuild();
});
afterAll(async () => {
  await fixture?.cleanup();
});

/** Each test posts from an address of its own (the server trusts 127.0.0.1 to name it). */
let nextAddress = 1;
const fromNewAddress = () => ({ "x-forwarded-for": `192.0.2.${nextAddress++}` });

for (const target of databaseTargets()) {
  describe(`the contact form's server on ${target.name}`, () => {
    let database;
    let app;
    let port;
    // A CRM or chat tool standing in for the team's: it records each webhook it is sent.
    const hooks = [];
    const receiver = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        hooks.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    beforeAll(async () => {
      database = await target.open();
      await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve));
      app = buildServer({
        root: fixture.clientDir,
        database,
        trustProxy: "127.0.0.1",
        forms: { minFillMs: 0 },
        publicOrigin: "https://www.flowboard.example",
        leadNotice: {
          notifyTo: "sales@flowboard.example",
          webhookUrl: `http://127.0.0.1:${receiver.address().port}/leads`,
          webhookSecret: WEBHOOK_SECRET,
        },
        delivery: { pollMs: 20 },
      });
      port = await listenLocally(app);
    }, OPEN_TIMEOUT_MS);
    afterAll(async () => {
      await app?.close();
      await database?.close();
      receiver.close();
    });

    const send = async (fields, headers = {}) =>
      postForm(
        port,
        { formToken: await fetchToken(port), ...fields },
        {
          headers: { ...fromNewAddress(), ...headers },
        },
      );

    it("serves /contact with a fresh signed token per render, the subject the address names, and the page's CSP", async () => {
      const page = await request(port, "/contact?subject=demo");
      const again = await request(port, "/contact");
      const token = (html) => /name="formToken" value="([^"]+)"/.exec(html.toString())?.[1];
      expect(page.status).toBe(200);
      expect(token(page.body)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(token(again.body)).not.toBe(token(page.body));
      expect(page.body.toString()).toMatch(/<option value="demo" selected="">/);
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    });

    it("stores a valid request and answers 303 to the thank-you page; the same post again stores nothing more", async () => {
      const before = await countLeads(database.db);
      const fields = {
        formToken: await fetchToken(port),
        ...validRequest({ name: "Grace O'Hara", email: "grace+sales@example.com" }),
      };
      const headers = fromNewAddress();
      const first = await postForm(port, fields, { headers });
      const second = await postForm(port, fields, { headers });
      for (const answer of [first, second]) {
        expect(answer.status).toBe(303);
        expect(answer.headers.location).toBe("/contact/thanks");
      }
      expect(await countLeads(database.db)).toBe(before + 1);
      const [stored] = await newestLeads(database.db, { limit: 1 });
      expect(stored).toMatchObject({
        ...validRequest({ name: "Grace O'Hara", email: "grace+sales@example.com" }),
        state: "new",
      });
    });

    it("tells the team of a new lead once: a mail to LEADS_NOTIFY_TO and a signed webhook, without the message", async () => {
      const name = `Notice ${randomUUID().slice(0, 8)}`;
      const fields = {
        formToken: await fetchToken(port),
        ...validRequest({ name, company: "Acme", phone: "+1 555 0100" }),
      };
      const headers = fromNewAddress();
      for (let i = 0; i < 2; i++)
        expect((await postForm(port, fields, { headers })).status).toBe(303);
      const [lead] = await newestLeads(database.db, { limit: 1 });
      expect(lead.name).toBe(name);

      const mails = (
        await readOutbox(database.db, { to: "sales@flowboard.example", limit: 50 })
      ).filter((mail) => mail.subject.includes(name));
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`New contact request: ${lead.subject} (${name}, Acme)`);
      expect(mails[0].links).toEqual([`https://www.flowboard.example/admin/leads/${lead.id}`]);
      expect(mails[0].text).not.toContain(lead.message);
      expect(mails[0].text).not.toContain("555");
      expect(mails[0].text).toContain("Language: English");

      const ours = await waitFor(() => {
        const found = hooks.filter((hook) => hook.body.includes(name));
        return found.length > 0 && found;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(hooks.filter((hook) => hook.body.includes(name))).toHaveLength(1);
      const [hook] = ours;
      const timestamp = hook.headers["x-flowboard-timestamp"];
      expect(hook.headers["x-flowboard-signature"]).toBe(
        `sha256=${createHmac("sha256", WEBHOOK_SECRET).update(`${timestamp}.${hook.body}`).digest("hex")}`,
      );
      expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);
      expect(JSON.parse(hook.body)).toEqual({
        event: "lead.created",
        lead: {
          id: String(lead.id),
          receivedAt: new Date(lead.received_at).toISOString(),
          name,
          email: lead.email,
          company: "Acme",
          subject: lead.subject,
          locale: "en",
          // No page view came before this post: the visit's first touch is unknown.
          attribution: {
            entry_path: null,
            referrer_site: null,
            utm_source: null,
            utm_medium: null,
            utm_campaign: null,
            utm_term: null,
            utm_content: null,
          },
          inboxUrl: `https://www.flowboard.example/admin/leads/${lead.id}`,
        },
      });
    });

    it("keeps a second, different message sent from the same render", async () => {
      const before = await countLeads(database.db);
      const formToken = await fetchToken(port);
      const headers = fromNewAddress();
      await postForm(port, { formToken, ...validRequest() }, { headers });
      await postForm(
        port,
        { formToken, ...validRequest({ message: "And a second question." }) },
        {
          headers,
        },
      );
      expect(await countLeads(database.db)).toBe(before + 2);
    });

    it("answers the page's script in JSON: ok with a new token, or the errors by field", async () => {
      const accepted = await send(validRequest(), { accept: "application/json" });
      expect(accepted.status).toBe(200);
      expect(JSON.parse(accepted.text)).toEqual({ ok: true, formToken: expect.any(String) });
      const refused = await send(validRequest({ email: "ada@example", phone: "call me" }), {
        accept: "application/json",
      });
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.text)).toMatchObject({
        ok: false,
        errors: {
          email: contactErrors.email,
          phone: expect.stringMatching(/phone number/),
        },
        formToken: expect.any(String),
      });
    });

    it("sends a refused form back without JavaScript: every value kept and escaped, each error by its field, no scripts", async () => {
      const before = await countLeads(database.db);
      const answer = await send(
        validRequest({
          name: "   ",
          email: 'ada"><script>alert(1)</script>@example',
          company: "Zoë & <Söhne>",
          subject: "sales",
          message: "\nFirst line kept\n<b>bold?</b>",
        }),
      );
      expect(answer.status).toBe(400);
      expect(answer.headers["content-security-policy"]).toMatch(/default-src 'self'/);
      const html = answer.text;
      expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
      expect(html).not.toContain("<script>alert(1)");
      expect(html).toContain(
        'value="ada&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;@example" aria-invalid="true" aria-describedby="contact-email-error"',
      );
      expect(html).toMatch(/id="contact-name"[^>]*value=" {3}"[^>]*autofocus=""/);
      expect(html).toMatch(
        /id="contact-name"[^>]*><p id="contact-name-error" class="[^"]+">Enter your name/,
      );
      expect(html).toMatch(/id="contact-company"[^>]*value="Zoë &#38; &#60;Söhne&#62;"/);
      expect(html).toMatch(/<option value="sales" selected="">/);
      expect(html).toMatch(
        /id="contact-message"[^>]*>\n\nFirst line kept\n&#60;b&#62;bold\?&#60;\/b&#62;<\/textarea>/,
      );
      expect(html).toMatch(/role="alert"[^>]*>Some answers need a change/);
      expect(html).toMatch(/name="formToken" value="[\w-]+\.[\w-]+\.[\w-]+"/);
      expect(await countLeads(database.db)).toBe(before);
    });

    it("refuses line breaks and control characters in one-line fields, and NUL anywhere", async () => {
      const before = await countLeads(database.db);
      for (const fields of [
        { email: "ada@example.com\r\nBcc: everyone@example.com" },
        { name: "Ada\nLovelace" },
        { company: "Acme\u0007" },
        { message: "A message with a NUL \u0000 inside it." },
      ]) {
        const answer = await send(validRequest(fields), { accept: "application/json" });
        expect(answer.status).toBe(400);
        expect(Object.values(JSON.parse(answer.text).errors)).toContain(
          contactErrors.controlCharacters,
        );
      }
      expect(await countLeads(database.db)).toBe(before);
    });

    it("refuses posts from other sites (403), other content types (415) and oversized bodies (413) with a readable answer", async () => {
      const before = await countLeads(database.db);
      const crossOrigin = await send(validRequest(), { origin: "https://evil.example" });
      const crossFetch = await send(validRequest(), { "sec-fetch-site": "cross-site" });
      for (const answer of [crossOrigin, crossFetch]) {
        expect(answer.status).toBe(403);
        expect(answer.text).toContain(htmlText(contactNotices.crossSite));
      }
      const json = await postForm(port, JSON.stringify(validRequest()), {
        headers: { "content-type": "application/json", ...fromNewAddress() },
      });
      expect(json.status).toBe(415);
      expect(json.text).toContain(htmlText(contactNotices.wrongType));
      const huge = await send(validRequest({ message: "x".repeat(70_000) }));
      expect(huge.status).toBe(413);
      expect(huge.text).toContain(contactEmail);
      expect(await countLeads(database.db)).toBe(before);
    });

    it("asks again, values kept, when the form's token is missing, forged or from another server", async () => {
      for (const formToken of [undefined, "", "1.2.3", "mwupub06.Y5nn_Y_ktT9YaIns.forged"]) {
        const fields = formToken === undefined ? validRequest() : { formToken, ...validRequest() };
        const answer = await postForm(port, fields, { headers: fromNewAddress() });
        expect(answer.status).toBe(400);
        expect(answer.text).toContain(htmlText(contactNotices.expired));
        expect(answer.text).toMatch(/id="contact-name"[^>]*value="Ada Lovelace"/);
      }
    });

    it("gives a filled honeypot the answer a person gets and keeps nothing", async () => {
      const before = await countLeads(database.db);
      const answer = await send({ ...validRequest(), website: "https://spam.example" });
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe("/contact/thanks");
      expect(await countLeads(database.db)).toBe(before);
    });

    it("keeps nothing for an erased address: a replayed form is answered and dropped", async () => {
      const email = "erased.visitor@example.com";
      await send(validRequest({ email }));
      const before = await countLeads(database.db);
      expect((await eraseAddress(database.db, email)).leads).toBe(1);
      const answer = await send(validRequest({ email: "Erased.Visitor@Example.com" }));
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe("/contact/thanks");
      expect(await countLeads(database.db)).toBe(before - 1);
    });

    it("answers the sixth post from one address in ten minutes with 429 and a readable message; other addresses go on", async () => {
      const headers = fromNewAddress();
      const statuses = [];
      let last;
      for (let i = 0; i < 6; i++) {
        last = await postForm(
          port,
          {
            formToken: await fetchToken(port),
            ...validRequest({ message: `Message number ${i} here.` }),
          },
          { headers },
        );
        statuses.push(last.status);
      }
      expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
      expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
      expect(last.text).toMatch(
        /several messages in the last few minutes.*Try again in \d+ minutes?/,
      );
      expect(last.text).toMatch(/id="contact-message"[^>]*>\nMessage number 5 here.<\/textarea>/);
      expect((await send(validRequest())).status).toBe(303);
    });
  });
}

describe("the contact form's server, timing and configuration", () => {
  let database;
  let app;
  let port;
  beforeAll(async () => {
    [database] = await Promise.all([databaseTargets()[0].open()]);
    app = buildServer({ root: fixture.clientDir, database });
    port = await listenLocally(app);
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("treats a form sent within three seconds of its render as a bot's: thanked, not kept", async () => {
    const answer = await postForm(port, { formToken: await fetchToken(port), ...validRequest() });
    expect(answer.status).toBe(303);
    expect(await countLeads(database.db)).toBe(0);
  });

  it("without a database, answers posts with an honest 503 that names the address to write to", async () => {
    const bare = buildServer({ root: fixture.clientDir });
    const barePort = await listenLocally(bare);
    try {
      const page = await postForm(barePort, validRequest());
      expect(page.status).toBe(503);
      expect(page.text).toContain(`Please write to ${contactEmail}`);
      expect(page.text).toMatch(/id="contact-name"[^>]*value="Ada Lovelace"/);
      const json = await postForm(barePort, validRequest(), {
        headers: { accept: "application/json" },
      });
      expect(json.status).toBe(503);
      expect(JSON.parse(json.text).message).toContain(contactEmail);
    } finally {
      await bare.close();
    }
  });
});

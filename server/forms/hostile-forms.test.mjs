// @vitest-environment node
// A corpus of hostile and odd contact-form posts, generated: wrong types, huge and empty
// fields, control characters and CR/LF in every field, SQL and HTML metacharacters,
// Unicode edge cases, duplicate fields, malformed bodies, wrong content types, posts from
// other sites, and a flood. Whatever arrives: never a 5xx, nothing invalid stored, and
// every valid-but-odd request stored exactly as typed. Through app.inject: the socket is
// not the point here (routes.test.mjs covers it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFieldLimits, contactSubjectIds } from "../../app/content/contact-fields.js";
import { checkContactRequest } from "../../app/lib/contact-schema.js";
import { makeContactFixtureBuild } from "../../tests/support/contact-fixture.mjs";
import { databaseTargets } from "../../tests/support/databases.mjs";
import { encodeForm, FORM_TYPE, validRequest } from "../../tests/support/form-posts.mjs";
import { buildServer } from "../app.mjs";

const REFUSED = new Set([400, 403, 413, 415, 429]);
const FIELDS = ["name", "email", "company", "phone", "subject", "message"];
const ONE_LINE = ["name", "email", "company", "phone"];

/** A small seeded generator, so a failure names a case that can be run again. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The corpus: `{ label, body, headers?, expect: "stored" | "refused" }`. A stored case's
 * message is unique, so its row can be found and compared field by field.
 */
function buildCorpus(token) {
  const cases = [];
  let serial = 0;
  const marker = () => `case ${++serial}`;
  const stored = (label, overrides) => {
    const fields = validRequest({ message: `Valid but odd, ${marker()}.`, ...overrides });
    if (overrides.message) fields.message = `${overrides.message} (${marker()})`;
    cases.push({
      label,
      fields,
      body: encodeForm({ formToken: token, ...fields }),
      expect: "stored",
    });
  };
  const refused = (label, fields, headers) =>
    cases.push({
      label,
      body: typeof fields === "string" ? fields : encodeForm({ formToken: token, ...fields }),
      headers,
      expect: "refused",
    });

  // Odd but valid: stored exactly as typed.
  const names = [
    "Siobhán O'Brien",
    "D'Arcy-Smythe",
    "李小龍",
    "Владимир Набоков",
    "محمد الأحمد",
    "שרה כהן",
    "Nguyễn Thị Minh Khai",
    "ʻOlelo Hawaiʻi",
    "Zoë Ørsted-Ñúñez",
    "🙂 Smiley",
    "👩‍👩‍👧 Family",
    "a̐éö̲ combining",
    "O'Reilly; DROP TABLE lead; --",
    "<script>alert(1)</script>",
    "Robert'); DELETE FROM lead;--",
    '" OR "1"="1',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: template-injection text, typed as is
    "${7*7} {{7*7}}",
    "%00 literally",
    "Ｆｕｌｌｗｉｄｔｈ",
    "x".repeat(contactFieldLimits.name),
    "A",
    "‮reversed",
    "zero\u200bwidth",

    "ℌ𝔢𝔩𝔩𝔬 𝕞𝕒𝕥𝕙",
    "Ꭰꮳꮳ Cherokee",
    "ÅÄÖ",
    "  padded name  ",
  ];
  const emails = [
    "ada+demo@example.com",
    "o'brien@example.ie",
    "first.last+tag+more@sub.example.co.uk",
    "x@example.museum",
    "UPPER@EXAMPLE.COM",
    "digits123@example.com",
    "under_score@example.org",
    `${"a".repeat(64)}@${"b".repeat(63)}.com`,
    "hyphen-ated@ex-ample.com",
    "a@b.cd",
  ];
  const messages = [
    'It\'s a "quoted" message with <b>tags</b> & ampersands; SELECT * FROM lead;',
    "Line one\nLine two\r\nLine three\ttabbed",
    "日本語のメッセージです。デモをお願いします。",
    "Сообщение на русском языке, пожалуйста.",
    "رسالة باللغة العربية من فضلك",
    "Emoji 🎉🚀 and flags 🇳🇿🇯🇵 and skin tones 👍🏽",
    "Backslashes \\ and \\n literal and %41 percent and + plus",
    "'; exec xp_cmdshell('dir'); --",
    "   leading spaces kept and trailing kept   ",
    "m".repeat(contactFieldLimits.message - 20),
  ];
  for (const name of names) stored(`name ${JSON.stringify(name.slice(0, 20))}`, { name });
  for (const email of emails) stored(`email ${email.slice(0, 30)}`, { email });
  for (const message of messages)
    stored(`message ${JSON.stringify(message.slice(0, 20))}`, { message });
  for (const phone of ["+1 (415) 555-0142", "020 7946 0000", "+81.3.1234.5678", "12345", ""])
    stored(`phone ${phone}`, { phone });
  for (const company of ["Ørsted & Co", '<Acme> "Ltd"', "株式会社テスト", "", "c".repeat(120)])
    stored(`company ${company.slice(0, 20)}`, { company });
  for (const subject of contactSubjectIds) stored(`subject ${subject}`, { subject });
  const pick = random(23);
  for (let i = 0; i < 400; i++) {
    const choose = (list) => list[Math.floor(pick() * list.length)];
    stored(`mixed ${i}`, {
      name: choose(names),
      email: choose(emails),
      message: choose(messages).slice(0, 400),
    });
  }

  // Control characters (CR and LF included) in each one-line field, and in the message
  // all but tab and line breaks.
  const controls = [
    ...Array.from({ length: 32 }, (_, code) => code),
    0x7f,
    0xfeff,
    ...Array.from({ length: 32 }, (_, i) => 0x80 + i),
  ];
  for (const field of ONE_LINE)
    for (const code of controls) {
      const base = validRequest()[field];
      const char = String.fromCharCode(code);
      for (const [where, value] of [
        ["inside", `${base.slice(0, 3)}${char}${base.slice(3)}`],
        ["first", `${char}${base}`],
        ["last", `${base}${char}`],
      ])
        refused(
          `${field} with U+${code.toString(16).padStart(4, "0")} ${where}`,
          validRequest({ [field]: value }),
        );
    }
  for (const code of controls.filter((code) => ![9, 10, 13].includes(code)))
    refused(
      `message with U+${code.toString(16).padStart(4, "0")}`,
      validRequest({ message: `Hello ${String.fromCharCode(code)} there, team.` }),
    );
  for (const injection of [
    "ada@example.com\r\nBcc: all@example.com",
    "ada@example.com\nCc: x@example.com",
    "ada@example.com\rTo: x@example.com",
    "ada@example.com%0d%0aBcc: x@example.com",
    "ada@example.com\u2028Bcc: x@example.com",
    "ada@example.com\u0085Bcc: x@example.com",
    "\r\n\r\nada@example.com",
    "ada@example.com\r\n",
  ]) {
    refused(`email injection ${JSON.stringify(injection)}`, validRequest({ email: injection }));
    refused(
      `name injection ${JSON.stringify(injection)}`,
      validRequest({ name: `Ada\r\nBcc: ${injection}` }),
    );
  }

  // Wrong, empty and oversized values.
  for (const field of ["name", "email", "message"]) {
    refused(
      `${field} missing`,
      Object.fromEntries(FIELDS.filter((f) => f !== field).map((f) => [f, validRequest()[f]])),
    );
    refused(`${field} empty`, validRequest({ [field]: "" }));
    refused(`${field} spaces`, validRequest({ [field]: "     " }));
  }
  for (const [field, limit] of Object.entries(contactFieldLimits))
    for (const extra of [1, 2, 50, 1000])
      refused(
        `${field} ${extra} over its limit`,
        validRequest({ [field]: "w".repeat(limit + extra) }),
      );
  for (const email of [
    "plain",
    "@example.com",
    "ada@",
    "ada@example",
    "ada@@example.com",
    "ada example@example.com",
    "ada@exa mple.com",
    "<ada@example.com>",
    "ada@example.com, eve@example.com",
    "ada@.com",
    '"ada"@example.com',
    "ada@example.c",
    "ada@[127.0.0.1]",
    "ada;@example.com",
    "ada@example.com.",
  ])
    refused(`email ${email}`, validRequest({ email }));
  for (const phone of [
    "call me",
    "123",
    "+",
    "555-CALL-NOW",
    "1234567890".repeat(5),
    "(((())))",
    "12 34 <script>",
  ])
    refused(`phone ${phone}`, validRequest({ phone }));
  for (const subject of [
    "",
    "Demo",
    "DEMO",
    "spam",
    "general ",
    "sales\n",
    "__proto__",
    "constructor",
    "null",
    "1",
  ])
    refused(`subject ${JSON.stringify(subject)}`, validRequest({ subject }));
  refused("message too short", validRequest({ message: "hi" }));

  // Duplicate fields: two values where one is expected.
  for (const field of FIELDS)
    for (const copies of [2, 3, 20])
      refused(`${field} repeated ${copies} times`, {
        ...validRequest(),
        [field]: Array.from({ length: copies }, () => validRequest()[field]),
      });

  // Malformed and odd bodies.
  const rawBodies = [
    "",
    "&",
    "&&&&",
    "=",
    "==",
    "name",
    "name=",
    "%",
    "%zz",
    "%E0%A4%A",
    "name=%C0%AF",
    "name=%ED%A0%80&email=ada%40example.com",
    "a[b][c]=1",
    "__proto__[polluted]=1",
    "constructor[prototype][polluted]=1",
    "name[]=x&email[]=y",
    `${"k".repeat(10_000)}=v`,
    Array.from({ length: 2000 }, (_, i) => `f${i}=v`).join("&"),
    "name=Ada&name",
    "\u0000=\u0000",
    `formToken=${token}&name=Ada`,
    `formToken=${token}&${"&".repeat(5000)}`,
  ];
  for (const [i, body] of rawBodies.entries()) refused(`raw body ${i}`, body);
  const pickBody = random(7);
  for (let i = 0; i < 800; i++) {
    const length = Math.floor(pickBody() * 300);
    const bytes = Array.from({ length }, () => Math.floor(pickBody() * 256));
    refused(`random bytes ${i}`, Buffer.from(bytes).toString("latin1"));
  }

  // Wrong content types and posts from other sites.
  const valid = encodeForm({ formToken: token, ...validRequest() });
  for (const type of [
    "application/json",
    "text/plain",
    "multipart/form-data; boundary=x",
    "text/html",
    "application/xml",
    "application/octet-stream",
    "application/x-www-form-urlencodedx",
    "form",
    "",
    "*/*",
    "application/javascript",
    "image/png",
  ])
    refused(`content type ${JSON.stringify(type)}`, valid, { "content-type": type });
  refused("JSON body", JSON.stringify(validRequest()), { "content-type": "application/json" });
  refused("broken JSON body", '{"name":', { "content-type": "application/json" });
  for (const origin of [
    "https://evil.example",
    "null",
    "http://127.0.0.1.evil.example",
    "not a url",
    "https://localhost:1",
  ])
    refused(`origin ${origin}`, validRequest(), { origin });
  for (const site of ["cross-site", "same-site", "CROSS-SITE", "bogus"])
    refused(`sec-fetch-site ${site}`, validRequest(), { "sec-fetch-site": site });
  for (const size of [65 * 1024, 100 * 1024, 1024 * 1024])
    refused(`body of ${size} bytes`, validRequest({ message: "z".repeat(size) }));

  // Expired, missing and forged tokens: the visitor is asked to send again.
  const { formToken: _, ...untokened } = { formToken: token, ...validRequest() };
  refused("no token", encodeForm(untokened));
  for (const forged of [
    "",
    "x",
    "a.b.c",
    `${token}x`,
    `${token.slice(0, -5)}${token.at(-5) === "A" ? "B" : "A"}${token.slice(-4)}`,
    "0.AAAA.AAAA",
    token.split(".").slice(0, 2).join("."),
  ])
    refused(
      `token ${JSON.stringify(forged.slice(0, 20))}`,
      encodeForm({ ...untokened, formToken: forged }),
    );

  return cases;
}

// On both engines: what one store takes, the other must too (a fleet runs on PostgreSQL). A
// refused post is refused before the store is touched, by the same code on either engine, so
// the refused part of the corpus runs once, on the first; the others get what reaches a store.
for (const [index, target] of databaseTargets().entries())
  describe(`the hostile contact-form corpus on ${target.name}`, () => {
    const whole = index === 0;
    let fixture;
    let database;
    let app;
    beforeAll(async () => {
      fixture = await makeContactFixtureBuild();
      database = await target.open();
      app = buildServer({
        root: fixture.clientDir,
        database,
        forms: { minFillMs: 0, rateLimit: 1e9 },
      });
      await app.ready();
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await fixture?.cleanup();
    });

    it(`answers ${whole ? "at least 2,000 generated posts with no 5xx, refuses the invalid ones" : "the corpus's valid posts"} and stores the odd valid ones exactly`, async () => {
      const tokenAnswer = await app.inject({
        url: "/contact/send?token",
        headers: { accept: "application/json" },
      });
      const generated = buildCorpus(tokenAnswer.json().formToken);
      expect(generated.length).toBeGreaterThanOrEqual(2000);
      const corpus = whole ? generated : generated.filter((item) => item.expect === "stored");

      const wrong = [];
      const statuses = new Map();
      for (const item of corpus) {
        const json = item.label.length % 2 === 0;
        const answer = await app.inject({
          method: "POST",
          url: "/contact/send",
          headers: {
            "content-type": FORM_TYPE,
            ...(json ? { accept: "application/json" } : {}),
            ...item.headers,
          },
          payload: item.body,
        });
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
        const ok =
          item.expect === "stored"
            ? answer.statusCode === (json ? 200 : 303)
            : REFUSED.has(answer.statusCode);
        if (!ok) wrong.push(`${item.label}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
      expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);

      const rows = await database.db.selectFrom("lead").selectAll().execute();
      const expected = corpus.filter((item) => item.expect === "stored");
      // Identical valid requests from one render are one lead: count the distinct ones.
      const distinct = new Map(expected.map((item) => [JSON.stringify(item.fields), item.fields]));
      expect(rows).toHaveLength(distinct.size);
      const byMessage = new Map(rows.map((row) => [row.message, row]));
      for (const fields of distinct.values()) {
        const row = byMessage.get(fields.message);
        expect(row, fields.message.slice(0, 60)).toBeDefined();
        expect({
          name: row.name,
          email: row.email,
          company: row.company ?? "",
          phone: row.phone ?? "",
          subject: row.subject,
          message: row.message,
        }).toEqual(fields);
      }
      for (const row of rows)
        expect(
          checkContactRequest({ ...row, company: row.company ?? "", phone: row.phone ?? "" }).ok,
        ).toBe(true);
      console.info(
        `hostile corpus: ${corpus.length} posts, ${expected.length} valid-but-odd (${distinct.size} distinct stored), ${corpus.length - expected.length} refused; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
    }, 120_000);

    // The language is the route's (/de/contact/send), never a value a visitor sends: a
    // language field is ignored, and a prefix the site does not have is no route at all.
    it("answers hostile languages in English or not at all: no 5xx, and only English leads stored", async () => {
      const token = (
        await app.inject({ url: "/contact/send?token", headers: { accept: "application/json" } })
      ).json().formToken;
      const hostile = ["../", "de\u0000", "x".repeat(10_000), "__proto__", "DE", "constructor"];
      const before = (await database.db.selectFrom("lead").select("id").execute()).length;
      const answers = [];
      const send = async (url, fields) =>
        answers.push(
          await app.inject({
            method: "POST",
            url,
            headers: { "content-type": FORM_TYPE },
            payload: encodeForm({ formToken: token, ...validRequest(fields) }),
          }),
        );
      for (const [index, value] of hostile.entries()) {
        const message = `Hostile language ${index}, as a field.`;
        await send("/contact/send", { message, locale: value, lang: [value, "de"] });
        await send(`/${encodeURIComponent(value)}/contact/send`, {
          message: `Hostile language ${index}, as a prefix.`,
        });
      }
      await send("/de/../contact/send", { message: "Hostile language, dot segments." });
      expect(answers.map((answer) => answer.statusCode).filter((status) => status >= 500)).toEqual(
        [],
      );
      for (const answer of answers)
        if (answer.statusCode === 303) expect(answer.headers.location).toBe("/contact/thanks");
        // Not a route: the site's answer to a post where no form takes one.
        else expect([404, 405]).toContain(answer.statusCode);
      const stored = await database.db
        .selectFrom("lead")
        .select(["locale", "message"])
        .where("message", "like", "Hostile language%")
        .execute();
      // Every post by a field was the English form's; no prefix but a real one made a lead.
      expect(stored.filter((row) => row.message.endsWith("as a field.")).length).toBe(
        hostile.length,
      );
      expect(stored.every((row) => row.locale === "en")).toBe(true);
      expect(stored.length).toBe(
        (await database.db.selectFrom("lead").select("id").execute()).length - before,
      );
    });

    it("answers a flood from one address with 429 after five, and stores only those five", async () => {
      const limited = buildServer({ root: fixture.clientDir, database, forms: { minFillMs: 0 } });
      try {
        const token = (
          await limited.inject({
            url: "/contact/send?token",
            headers: { accept: "application/json" },
          })
        ).json().formToken;
        const before = (await database.db.selectFrom("lead").select("id").execute()).length;
        const statuses = [];
        for (let i = 0; i < 200; i++) {
          const answer = await limited.inject({
            method: "POST",
            url: "/contact/send",
            remoteAddress: "203.0.113.9",
            headers: { "content-type": FORM_TYPE },
            payload: encodeForm({
              formToken: token,
              ...validRequest({ message: `Flood message ${i} here.` }),
            }),
          });
          statuses.push(answer.statusCode);
        }
        expect(statuses.slice(0, 5)).toEqual([303, 303, 303, 303, 303]);
        expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
        const after = (await database.db.selectFrom("lead").select("id").execute()).length;
        expect(after - before).toBe(5);
        const other = await limited.inject({
          method: "POST",
          url: "/contact/send",
          remoteAddress: "203.0.113.10",
          headers: { "content-type": FORM_TYPE },
          payload: encodeForm({
            formToken: token,
            ...validRequest({ message: "From another address." }),
          }),
        });
        expect(other.statusCode).toBe(303);
      } finally {
        await limited.close();
      }
    }, 60_000);
  });

import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { contactSubjects } from "../../app/content/contact-fields.js";
import { contactMessagesOf } from "../../app/content/contact-messages.js";
import {
  contactFieldsIn,
  contactFormAction,
  contactFormDom,
  contactThanksPath,
} from "../../app/content/contact-request.js";
import { checkContactRequest, contactRequestSchemaWith } from "../../app/lib/contact-schema.js";
import { locales, pathInLocale } from "../../app/lib/locales.js";
import { refuseCrossSite } from "../http/guards.mjs";
import { createLimits } from "../http/limits.mjs";
import { wordsInEachLocale } from "../http/locale-words.mjs";
import { chooseEncoding } from "../negotiation.mjs";
import { isErased } from "../privacy/erasure.mjs";
import { createContactPage } from "./contact-page.mjs";
import { idempotencyKey, issueToken, readToken } from "./form-token.mjs";
import { leadSummary, queueLeadNotice } from "./lead-notice.mjs";
import { formSecret, saveLead } from "./leads.mjs";

/** What the contact form's route allows unless the server is told otherwise. */
export const formDefaults = {
  /** Posts per client address (by its salted key) in `rateWindowMs`. */
  rateLimit: 5,
  rateWindowMs: 10 * 60_000,
  /** A form sent sooner than this after it was rendered is a bot's. */
  minFillMs: 3000,
  /** A form older than this asks to be sent again (its token has expired). */
  maxFormAgeMs: 24 * 3_600_000,
};

const subjectIds = new Set(contactSubjects.map((subject) => subject.id));
const FORM_TYPE = "application/x-www-form-urlencoded";

/** The form's messages and its check, in each language: read once, when the server starts. */
const messagesByLocale = Object.fromEntries(
  Object.entries(wordsInEachLocale("content/forms/contact-messages.json")).map(([code, words]) => {
    const { errors, notices } = contactMessagesOf(words, code);
    return [code, { notices, schema: contactRequestSchemaWith(errors, code) }];
  }),
);

/**
 * The contact form's server side: `GET /contact` (the prerendered page with this render's
 * token), `POST /contact/send` (check, store, answer) and `GET /contact/send?token` (a
 * token for a form reached by a link inside the app). Answers are pages (303 to the
 * thank-you page, or the form again with its messages) or, when the page's script asks
 * with `Accept: application/json`, JSON `{ ok, errors?, message?, formToken }`.
 *
 * Each language's contact page has these routes under its prefix (/de/contact,
 * /de/contact/send): the answer, its messages and the page it leads to are in that
 * language, and the lead keeps it. The rate limit is one for all of them.
 *
 * Without a database every post gets an honest 503 that names the address to write to.
 */
export function registerForms(
  app,
  {
    site,
    database,
    forms = {},
    bodyLimit,
    limits = createLimits(database),
    leadNotice = {},
    publicOrigin = "http://localhost:3000",
    analytics,
  },
) {
  const settings = { ...formDefaults, ...forms };
  const limiter = limits.rateLimiter({
    name: "contact-form",
    limit: settings.rateLimit,
    windowMs: settings.rateWindowMs,
  });
  let secret;
  const getSecret = async () => {
    secret ??= await formSecret(database.db);
    return secret;
  };
  const wantsJson = (request) => /application\/json/.test(request.headers.accept ?? "");

  for (const { code } of locales) {
    const contact = site.pages.get(pathInLocale("/contact", code));
    if (contact) registerContactIn(code, contact);
  }

  /** The routes of the contact page in language `locale`, prerendered as `contact`. */
  function registerContactIn(locale, contact) {
    const fieldNames = contactFieldsIn(locale);
    const page = createContactPage(contact.variants.identity.body.toString("utf8"), fieldNames);
    const { notices: contactNotices, schema } = messagesByLocale[locale];
    const thanksPath = pathInLocale(contactThanksPath, locale);
    const action = pathInLocale(contactFormAction, locale);

    function sendPage(request, reply, status, html) {
      const encoding = chooseEncoding(request.headers["accept-encoding"], { br: true, gzip: true });
      const body =
        encoding === "br"
          ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : encoding === "gzip"
            ? gzipSync(html)
            : Buffer.from(html);
      // The page's own headers; an answer to a post is never stored by anyone.
      reply.code(status).headers(contact.headers);
      if (status !== 200) reply.header("cache-control", "no-store");
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      return reply.send(body);
    }

    /** A refusal or a request to fix something: JSON for the script, the form page otherwise. */
    async function answerForm(request, reply, status, { errors = {}, notice, values = {} }) {
      const formToken = database ? issueToken(await getSecret()) : "";
      if (wantsJson(request))
        return reply
          .code(status)
          .headers({ ...site.plainHeaders, "cache-control": "no-store" })
          .send({ ok: false, errors, message: notice, formToken });
      return sendPage(
        request,
        reply,
        status,
        page.fillAnswers({ token: formToken, values, errors, notice }),
      );
    }

    async function answerAccepted(request, reply) {
      if (wantsJson(request))
        return reply
          .code(200)
          .headers({ ...site.plainHeaders, "cache-control": "no-store" })
          .send({ ok: true, formToken: issueToken(await getSecret()) });
      return reply
        .headers({ ...site.plainHeaders, "cache-control": "no-store" })
        .redirect(thanksPath, 303);
    }

    if (database) {
      app.get(pathInLocale("/contact", locale), async (request, reply) => {
        const subject = typeof request.query.subject === "string" ? request.query.subject : "";
        const html = page.fillToken({
          token: issueToken(await getSecret()),
          subject: subjectIds.has(subject) ? subject : undefined,
        });
        return sendPage(request, reply, 200, html);
      });
    }

    app.get(action, async (request, reply) => {
      if (!("token" in request.query) || !database) return reply.callNotFound();
      return reply
        .headers({ ...site.plainHeaders, "cache-control": "no-store" })
        .send({ formToken: issueToken(await getSecret()) });
    });

    app.post(action, {
      bodyLimit,
      errorHandler(error, request, reply) {
        const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 503;
        if (status === 503) request.log.error(error, "contact form failed");
        const notice =
          status === 413
            ? contactNotices.tooLarge
            : status === 415 || status === 400
              ? contactNotices.wrongType
              : contactNotices.unavailable;
        return answerForm(request, reply, status, { notice });
      },
      handler: async (request, reply) => {
        const crossSite = refuseCrossSite(request);
        if (crossSite) return answerForm(request, reply, 403, { notice: contactNotices.crossSite });
        const type = String(request.headers["content-type"] ?? "")
          .split(";")[0]
          .trim()
          .toLowerCase();
        if (type !== FORM_TYPE)
          return answerForm(request, reply, 415, { notice: contactNotices.wrongType });
        const fields = request.body && typeof request.body === "object" ? request.body : {};
        const values = Object.fromEntries(
          fieldNames.map((name) => [name, typeof fields[name] === "string" ? fields[name] : ""]),
        );

        const { allowed, retryAfterSeconds } = await limiter.hit(await limits.addressKey(request));
        if (!allowed) {
          reply.header("retry-after", String(retryAfterSeconds));
          return answerForm(request, reply, 429, {
            notice: contactNotices.tooMany(Math.max(1, Math.ceil(retryAfterSeconds / 60))),
            values,
          });
        }
        if (!database)
          return answerForm(request, reply, 503, { notice: contactNotices.unavailable, values });

        const token = readToken(await getSecret(), fields[contactFormDom.tokenName]);
        const age = token ? Date.now() - token.issuedAt : Number.NaN;
        if (!token || !(age <= settings.maxFormAgeMs))
          return answerForm(request, reply, 400, { notice: contactNotices.expired, values });

        // A bot: the hidden field filled in, or the form sent faster than anyone types. It
        // gets the answer a person gets, and nothing is kept.
        const honeypot = fields[contactFormDom.honeypotName];
        if ((honeypot !== undefined && honeypot !== "") || age < settings.minFillMs)
          return answerAccepted(request, reply);

        const check = checkContactRequest(fields, schema, locale);
        if (!check.ok)
          return answerForm(request, reply, 400, {
            errors: check.errors,
            notice: contactNotices.fixFields,
            values,
          });
        // An erased address stays erased: a replayed old form is answered and not kept.
        if (await isErased(database.db, check.value.email)) return answerAccepted(request, reply);
        // The lead keeps its visit's first touch; the team's mail and webhook are queued with
        // it, in its transaction. The goal is counted here, so it counts without JavaScript too.
        const lead = { ...check.value, locale, ...(await analytics?.firstTouch(request)) };
        const saved = await saveLead(database.db, lead, idempotencyKey(token.nonce, check.value), {
          onStored: (trx, stored) =>
            queueLeadNotice(
              trx,
              leadSummary(lead, { ...stored, origin: publicOrigin }),
              leadNotice,
            ),
        });
        if (saved === "stored")
          await analytics?.countGoal(request, "contact", {
            path: pathInLocale("/contact", locale),
          });
        return answerAccepted(request, reply);
      },
    });
  }
}

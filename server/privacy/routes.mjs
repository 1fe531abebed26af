import { dataRequestAction, honeypotFieldName } from "../../app/content/form-actions.js";
import { dataLinkHours } from "../../app/content/stored-data.js";
import { fillBlanks } from "../../app/lib/fill-blanks.js";
import { locales, pathInLocale } from "../../app/lib/locales.js";
import { answerForm, formField, linkExpired } from "../http/form-answers.mjs";
import { refuseCrossSite } from "../http/guards.mjs";
import { createLimits } from "../http/limits.mjs";
import { dataLinkMail, formAnswers } from "../newsletter/messages.mjs";
import { emailSchema } from "../newsletter/routes.mjs";
import { eraseAddress, heldData } from "./erasure.mjs";
import { startRetentionJob } from "./retention.mjs";
import {
  emailFingerprint,
  normalizeEmail,
  serverSecret,
  signToken,
  verifyToken,
} from "./secret.mjs";

const HOUR_MS = 3_600_000;

/** A data link's token: the address and when the link stops working, signed. */
export async function dataToken(db, email, now = Date.now()) {
  const payload = JSON.stringify({ e: normalizeEmail(email), x: now + dataLinkHours * HOUR_MS });
  return signToken(await serverSecret(db), "data", payload);
}

/** The address a data link is for, or undefined when it is forged, malformed or expired. */
export async function addressOfDataToken(db, token, now = Date.now()) {
  const payload = verifyToken(await serverSecret(db), "data", token);
  if (!payload) return undefined;
  try {
    const { e, x } = JSON.parse(payload);
    return typeof e === "string" && typeof x === "number" && now < x ? e : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Data rights: POST /privacy/request mails a signed link (always the same answer);
 * GET /privacy/data?token= shows what is held as JSON; GET /privacy/erase?token= is the
 * page with the erase button and POST /privacy/erase?token= erases. Also runs the retention
 * job while the server runs.
 *
 * Each language has these routes under its prefix (/de/privacy/request, /de/privacy/erase):
 * the answers, the pages they lead to and the mail are in the language of the page the
 * request came from, and the mail's links keep it. The rate limits are one for all.
 */
export function registerPrivacy(
  app,
  { database, mailer, pages, publicOrigin, limits = createLimits(database) },
) {
  const db = database?.db;
  const perClient = limits.rateLimiter({ name: "data-request", limit: 10, windowMs: 10 * 60_000 });
  // One mail per address per ten minutes, however many people type it.
  const perAddress = limits.rateLimiter({
    name: "data-request-mail",
    limit: 1,
    windowMs: 10 * 60_000,
  });

  if (db) {
    let job;
    app.addHook("onReady", async () => {
      job = startRetentionJob(db, { log: app.log });
    });
    app.addHook("onClose", async () => job?.stop());
  }

  for (const { code } of locales) registerIn(code);

  /** The data requests' routes for the pages in language `locale`. */
  function registerIn(locale) {
    const messages = formAnswers[locale].dataRequest;
    const crossSite = formAnswers[locale].crossSite;
    const at = (path) => pathInLocale(path, locale);

    app.post(at(dataRequestAction), async (request, reply) => {
      if (refuseCrossSite(request))
        return answerForm(request, reply, { status: 403, message: crossSite, locale });
      if (!db)
        return answerForm(request, reply, { status: 503, message: messages.unavailable, locale });
      const { allowed, retryAfterSeconds } = await perClient.hit(await limits.addressKey(request));
      if (!allowed) {
        reply.header("retry-after", String(retryAfterSeconds));
        return answerForm(request, reply, { status: 429, message: messages.limited, locale });
      }
      const done = {
        message: fillBlanks(messages.sent, { hours: dataLinkHours }),
        next: at("/privacy/request-sent"),
        locale,
      };
      if (formField(request.body, honeypotFieldName) !== "")
        return answerForm(request, reply, done);
      const email = emailSchema.safeParse(formField(request.body, "email"));
      if (!email.success)
        return answerForm(request, reply, { status: 400, message: messages.invalid, locale });
      const held = await heldData(db, email.data);
      const holdsAnything = held.contactRequests.length > 0 || held.newsletter !== null;
      const secret = await serverSecret(db);
      if (holdsAnything && (await perAddress.hit(emailFingerprint(secret, email.data))).allowed) {
        const token = await dataToken(db, email.data);
        await mailer.send(dataLinkMail({ origin: publicOrigin, to: held.email, token, locale }));
      }
      return answerForm(request, reply, done);
    });

    app.get(at("/privacy/data"), async (request, reply) => {
      const address = db ? await addressOfDataToken(db, request.query.token) : undefined;
      if (!address) return linkExpired(reply, locale);
      const held = await heldData(db, address);
      return reply
        .header("cache-control", "no-store")
        .type("application/json; charset=utf-8")
        .send(
          `${JSON.stringify(
            {
              ...held,
              erase: `${publicOrigin}${at("/privacy/erase")}?token=${encodeURIComponent(request.query.token)}`,
            },
            null,
            2,
          )}\n`,
        );
    });

    app.get(at("/privacy/erase"), async (request, reply) => {
      const { token } = request.query;
      if (token !== undefined && !(db && (await addressOfDataToken(db, token))))
        return linkExpired(reply, locale);
      return pages.send(request, reply, at("/privacy/erase"));
    });

    app.post(at("/privacy/erase"), async (request, reply) => {
      reply.header("cache-control", "no-store");
      if (refuseCrossSite(request)) return reply.redirect(at("/request-not-sent"), 303);
      const address = db ? await addressOfDataToken(db, request.query.token) : undefined;
      if (!address) return linkExpired(reply, locale);
      await eraseAddress(db, address);
      return reply.redirect(at("/privacy/erased"), 303);
    });
  }
}

import { z } from "zod";
import { honeypotFieldName, newsletterAction } from "../../app/content/form-actions.js";
import { locales, pathInLocale } from "../../app/lib/locales.js";
import { answerForm, formField, linkExpired } from "../http/form-answers.mjs";
import { refuseCrossSite } from "../http/guards.mjs";
import { createLimits } from "../http/limits.mjs";
import { serverSecret } from "../privacy/secret.mjs";
import { confirmationMail, formAnswers } from "./messages.mjs";
import {
  confirm,
  signUp,
  subscriberOfToken,
  unsubscribe,
  unsubscribeTokenWith,
} from "./subscriptions.mjs";

export const emailSchema = z.string().trim().min(3).max(254).pipe(z.email());

/**
 * The newsletter: POST /newsletter (sign up: a pending subscription and a confirmation
 * mail), GET /newsletter/confirm?token= (confirms, once, within the link's lifetime),
 * GET and POST /newsletter/unsubscribe?token= (the page with its button, and the post:
 * from that button or straight from a mail provider, RFC 8058).
 *
 * Each language has these routes under its prefix (/de/newsletter, /de/newsletter/confirm):
 * the answers, the pages they lead to and the confirmation mail are in the language of the
 * page the sign-up came from, and the mail's links keep it. The rate limit is one for all.
 */
export function registerNewsletter(
  app,
  { database, mailer, pages, publicOrigin, limits = createLimits(database), analytics },
) {
  const limiter = limits.rateLimiter({ name: "newsletter", limit: 10, windowMs: 10 * 60_000 });
  const db = database?.db;

  for (const { code } of locales) registerIn(code);

  /** The newsletter's routes for the pages in language `locale`. */
  function registerIn(locale) {
    const messages = formAnswers[locale].newsletter;
    const crossSite = formAnswers[locale].crossSite;
    const at = (path) => pathInLocale(path, locale);

    app.post(at(newsletterAction), async (request, reply) => {
      if (refuseCrossSite(request))
        return answerForm(request, reply, { status: 403, message: crossSite, locale });
      if (!db)
        return answerForm(request, reply, { status: 503, message: messages.unavailable, locale });
      const { allowed, retryAfterSeconds } = await limiter.hit(await limits.addressKey(request));
      if (!allowed) {
        reply.header("retry-after", String(retryAfterSeconds));
        return answerForm(request, reply, { status: 429, message: messages.limited, locale });
      }
      const done = { message: messages.sent, next: at("/newsletter/check-inbox"), locale };
      // A bot that filled the hidden field is told what a person is told, and nothing is kept.
      if (formField(request.body, honeypotFieldName) !== "")
        return answerForm(request, reply, done);
      const email = emailSchema.safeParse(formField(request.body, "email"));
      if (!email.success)
        return answerForm(request, reply, { status: 400, message: messages.invalid, locale });
      // The sign-up and its confirmation mail are stored together, or neither is. The
      // signing secret is read first: inside the transaction it would be a second use of
      // PGlite's one connection, which the transaction holds.
      const secret = await serverSecret(db);
      const attribution = (await analytics?.firstTouch(request)) ?? {};
      await db.transaction().execute(async (trx) => {
        const toSend = await signUp(trx, email.data, new Date(), attribution);
        if (!toSend) return;
        const mail = confirmationMail({
          origin: publicOrigin,
          to: email.data,
          token: toSend.token,
          unsubscribeToken: unsubscribeTokenWith(secret, toSend.subscriberId),
          locale,
        });
        await mailer.send(mail, trx);
      });
      return answerForm(request, reply, done);
    });

    app.get(at("/newsletter/confirm"), async (request, reply) => {
      reply.header("cache-control", "no-store");
      if (db && (await confirm(db, request.query.token))) {
        await analytics?.countGoal(request, "newsletter", { path: at("/newsletter/confirmed") });
        return reply.redirect(at("/newsletter/confirmed"), 303);
      }
      return linkExpired(reply, locale);
    });

    app.get(at("/newsletter/unsubscribe"), async (request, reply) => {
      const { token } = request.query;
      if (token !== undefined && !(db && (await subscriberOfToken(db, token))))
        return linkExpired(reply, locale);
      return pages.send(request, reply, at("/newsletter/unsubscribe"));
    });

    // No same-site check here: RFC 8058's one-click post comes from the mail provider, not a
    // page of this site. The signed token is the authority: only the mail's recipient has it,
    // and all it can do is stop that one subscription.
    app.register(async (scope) => {
      // Mail providers may send the one-click body as multipart form data.
      scope.addContentTypeParser(
        "multipart/form-data",
        { parseAs: "string", bodyLimit: 4096 },
        (_request, body, done) =>
          done(
            null,
            /name="List-Unsubscribe"\r?\n\r?\nOne-Click/.test(body)
              ? { "List-Unsubscribe": "One-Click" }
              : {},
          ),
      );
      scope.post(at("/newsletter/unsubscribe"), async (request, reply) => {
        reply.header("cache-control", "no-store");
        const subscriberId = db ? await subscriberOfToken(db, request.query.token) : undefined;
        if (subscriberId === undefined) return linkExpired(reply, locale);
        await unsubscribe(db, subscriberId);
        if (formField(request.body, "List-Unsubscribe") === "One-Click")
          return reply.code(200).type("text/plain; charset=utf-8").send("Unsubscribed.\n");
        return reply.redirect(at("/newsletter/unsubscribed"), 303);
      });
    });
  }
}

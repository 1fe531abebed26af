import type { z } from "zod";
import type { noticeSchema } from "./schemas";
import { site } from "./site";
import { confirmationLinkHours, consentText, dataLinkHours } from "./stored-data.js";

type Notice = z.infer<typeof noticeSchema>;

/** The fuller newsletter sign-up below every blog post. */
export const blogNewsletter = {
  heading: `The ${site.name} newsletter`,
  lead: "One mail a month with new features, a guide worth reading and what other teams built. No sales pitches.",
  label: "Email address",
  submit: "Subscribe",
  sending: "Sending…",
  consent: consentText,
  failed: "The sign-up did not go through. Check your connection and try again.",
} as const;

const home = { label: "Back to the home page", href: "/" };
const blog = { label: "Read the blog", href: "/resources/blog" };
const privacy = { label: "What we keep and why", href: "/privacy" };

/** Pages visitors land on in the middle of a flow; none is listed in the sitemap. */
export const notices = {
  checkInbox: {
    path: "/newsletter/check-inbox",
    title: "Check your inbox",
    description:
      "One more step to get the newsletter: follow the link in the confirmation mail we just sent you.",
    lead: "We have sent you a mail with a link. Follow it to confirm, and the newsletter starts.",
    paragraphs: [
      `The link works for ${confirmationLinkHours} hours. If nothing arrives within a few minutes, look in your spam folder. Nothing is sent until you confirm.`,
    ],
    links: [home, privacy],
  },
  confirmed: {
    path: "/newsletter/confirmed",
    title: "You are subscribed",
    description:
      "Your newsletter subscription is confirmed. The next issue comes to the address you confirmed.",
    lead: "Thank you for confirming. The next newsletter will reach you; every issue has a one-click unsubscribe link.",
    paragraphs: [],
    links: [blog, home],
  },
  unsubscribe: {
    path: "/newsletter/unsubscribe",
    title: "Unsubscribe from the newsletter",
    description:
      "Stop the newsletter for the address this link was sent to, with one button. No more mail follows.",
    lead: "Press the button to stop the newsletter for the address this link was sent to. No more mail follows, and nothing else is asked.",
    paragraphs: [],
    button: "Unsubscribe",
    links: [home],
  },
  unsubscribed: {
    path: "/newsletter/unsubscribed",
    title: "You are unsubscribed",
    description: "The newsletter will not be sent to this address again. Nothing more is needed.",
    lead: "No more newsletters will be sent to this address. Nothing more is needed from you.",
    paragraphs: [
      "If you change your mind, sign up again from the footer of any page; it starts only once you confirm by mail.",
    ],
    links: [home, privacy],
  },
  dataRequestSent: {
    path: "/privacy/request-sent",
    title: "Your request is on its way",
    description:
      "If the site holds anything for the address you typed, a link to see or erase it is on its way there.",
    lead: "If we hold anything for the address you typed, we have mailed it a link to see it and erase it.",
    paragraphs: [
      `The link works for ${dataLinkHours} hours. We answer the same way whether or not we hold anything, so nobody can find out who has written to us.`,
    ],
    links: [privacy, home],
  },
  erase: {
    path: "/privacy/erase",
    title: "Erase your data",
    description:
      "Erase every contact request and the newsletter subscription the site holds for the address of this link.",
    lead: "Pressing the button erases every contact request and the newsletter subscription held for the address this link was sent to. It cannot be undone.",
    paragraphs: [
      "What stays is a one-way fingerprint of the address, so an old form sent again cannot store it again. The mail with this link also has a link that shows what is held, as JSON.",
    ],
    button: "Erase my data",
    links: [privacy],
  },
  erased: {
    path: "/privacy/erased",
    title: "Your data is erased",
    description:
      "The contact requests and newsletter subscription held for your address are erased.",
    lead: "The contact requests and the newsletter subscription held for your address are erased.",
    paragraphs: [
      `The site keeps only a fingerprint of the address, which it cannot turn back into the address. Write to ${site.address.email} if you want that removed too.`,
    ],
    links: [home],
  },
  linkExpired: {
    path: "/link-expired",
    title: "This link no longer works",
    description:
      "The link has expired or has already been used. Here is how to get a new one in a minute.",
    lead: "The link you followed has expired or has already been used. Links in our mails work once, for a limited time, so an old mail cannot be used by someone else.",
    paragraphs: [
      "To get the newsletter, sign up again from the footer of any page: a new confirmation mail follows. To see or erase your data, ask for a new link on the privacy page. If you already confirmed, there is nothing more to do.",
    ],
    links: [privacy, home],
  },
  notSent: {
    path: "/request-not-sent",
    title: "Your request was not sent",
    description:
      "The form could not be sent. The usual reasons are a mistyped address or too many tries in a short time.",
    lead: "The form could not be sent, and nothing was stored. The usual reasons:",
    paragraphs: [
      "The email address is not complete (it needs a name, an @ and a domain, such as name@example.com).",
      "Too many tries from your network in a short time: wait ten minutes and try again.",
      "The form was sent from a page of another site.",
      `If it keeps happening, write to ${site.address.email}.`,
    ],
    links: [home, privacy],
  },
} as const satisfies Record<string, Notice>;

import type { z } from "zod";
import type { legalPageSchema, storedDataRecordSchema } from "./schemas";
import { site } from "./site";
import {
  analyticsRawDays,
  analyticsRollupDays,
  confirmationLinkHours,
  dataLinkHours,
  handledLeadDays,
  legalUpdated,
  mailRetryHours,
  outboxDays,
  pendingSignUpDays,
  unsubscribedDays,
} from "./stored-data.js";

/*
 * The privacy, terms and cookies pages. Every period named here comes from stored-data.js,
 * the module the server's retention job reads, so the page and the job cannot disagree.
 */

type LegalPage = z.infer<typeof legalPageSchema>;
type StoredDataRecord = z.infer<typeof storedDataRecordSchema>;

const periodName = (days: number) =>
  days % 365 === 0 ? `${days / 365 === 1 ? "one year" : `${days / 365} years`}` : `${days} days`;

/** What each form or feature of the site keeps: one record each, in the order visitors meet them. */
export const storedData: readonly StoredDataRecord[] = [
  {
    id: "contact-requests",
    name: "Contact and demo requests",
    where:
      "The form on /contact, and every “Schedule Demo” and “Contact Sales” button, which opens it.",
    keeps: [
      "Your name, email address and message, and your company, phone number and subject if you give them",
      "The time the request arrived and whether the team has answered it yet",
      "A random number the form makes, so a double click stores your request once",
      "Where the visit that sent it began: the first page, the site that linked to it and the campaign named in that link, if any (see “Visit counting”)",
    ],
    why: "To answer you. Nothing else: a request does not put you on a mailing list. So that someone answers quickly, the team is told of each new request within a minute, by mail and, where the team has connected one, in its customer-relationship or chat tool: the notice names you, your email address, your company and the subject, with a link to the request. Your message and phone number stay on the site.",
    howLong: `Until the team has answered it, then ${periodName(handledLeadDays)} after it was marked answered, in case the conversation picks up again. Then it is deleted.`,
    whoSees: `The ${site.name} sales and support team, signed in to the site's team area.`,
  },
  {
    id: "newsletter",
    name: "Newsletter sign-ups",
    where: "The sign-up in the footer of every page and below every blog post.",
    keeps: [
      "Your email address",
      "Whether you have confirmed, and whether you have unsubscribed",
      "Which version of the sign-up wording you saw, when you signed up and when you confirmed",
      "A fingerprint (hash) of the confirmation link we mailed you and when it expires; never the link itself",
      "Where the visit that signed up began: the first page, the site that linked to it and the campaign named in that link, if any",
    ],
    why: "To send the product news you asked for, and to be able to show that you asked for it: we only send once you have followed the link in the confirmation mail.",
    howLong: `A sign-up that is not confirmed within ${confirmationLinkHours} hours can no longer be confirmed and is deleted after ${pendingSignUpDays} days. A confirmed address is kept until you unsubscribe; after that we keep it ${unsubscribedDays} days (so a second click on “unsubscribe” still gets the same answer), then delete it.`,
    whoSees: "The team that writes the newsletter, and the mail service that delivers it.",
  },
  {
    id: "mail",
    name: "Mail we send you",
    where: "Confirmation mails, newsletters and the links to see or erase your data.",
    keeps: [
      `Each mail waits in our database until the mail service has accepted it: recipient, subject and text. If the service is down, the site tries again, for ${mailRetryHours} hours`,
      "Once the service has accepted a mail its text is deleted; the recipient, the subject and whether it was sent stay, so the team can see that it went",
      "Where no mail service is configured (a test or a developer's machine), the whole mail stays in our database",
    ],
    why: "To deliver the mail you asked for.",
    howLong: `Everything about a mail is deleted from our database after ${outboxDays} days.`,
    whoSees: "The people who run the site.",
  },
  {
    id: "data-requests",
    name: "Requests to see or erase your data",
    where: "The form on this page.",
    keeps: [
      `Nothing when you ask: we mail a link to the address you typed, signed so that nobody can forge it, which works for ${dataLinkHours} hours`,
      "If you erase your data: a one-way fingerprint (a keyed hash) of your address, not the address itself, and the time",
    ],
    why: "The fingerprint lets the site recognise your address if an old form of yours is sent again (a browser retrying, say) and refuse it, so erased data cannot come back.",
    howLong:
      "The fingerprint is kept for as long as the site runs; write to us if you want it removed, and your address can then be stored again.",
    whoSees: "Nobody reads it; the site compares against it.",
  },
  {
    id: "page-speed",
    name: "Page speed measurement",
    where: "Every page, in the background.",
    keeps: [
      "Per day, per page (by its pattern, such as “a blog post”), per measure and per kind of device (phone or desktop) and kind of visit (a fresh load or a return): counts in buckets of speed",
      "No cookie, no identifier, no IP address, no browser name: a single visit cannot be picked out or followed",
    ],
    why: "To find the pages that load slowly for real visitors and fix them.",
    howLong: "The daily counts are kept to compare the site's speed over time.",
    whoSees: "The team that builds the site.",
  },
  {
    id: "visit-counting",
    name: "Visit counting",
    where:
      "Every page, in the background, once the page has loaded; and the contact and newsletter forms.",
    keeps: [
      "Each page viewed and each goal reached (a form sent, a plan button or the demo board used, a link to another site followed), with the time",
      "Per visit: its first page, the site that linked to it (its name only) and the campaign named in that link, the kind of device, the browser and the system",
      "No cookie, nothing in your browser, no IP address: a visitor is told apart by a keyed hash of the address, browser and site, whose key is made each day and deleted when the day is over, as is the hash",
    ],
    why: "To know which pages and campaigns bring the people who write to us.",
    howLong: `The visits and events ${analyticsRawDays} days; after that only daily counts, for ${periodName(analyticsRollupDays)}.`,
    whoSees: "The team that runs the site, signed in to its team area.",
  },
  {
    id: "team-area",
    name: "The team's sign-in",
    where: "The /admin area, for Flowboard staff only.",
    keeps: [
      "Team members' email addresses and a scrambled form of their passwords that cannot be turned back (scrypt)",
      "Their sign-in sessions, held on the server",
    ],
    why: "So only the team can read the requests people send.",
    howLong: "While the person is on the team; a session ends when they sign out or it expires.",
    whoSees: "The team members themselves.",
  },
];

export const privacyPage: LegalPage = {
  path: "/privacy",
  title: "Privacy",
  description: `What the ${site.name} website keeps about you, why, for how long, who sees it, and how to see or erase it.`,
  updated: legalUpdated,
  lead: `This page covers the ${site.name} website. It names everything the site keeps about the people who use it, form by form. If a form is not listed here, it keeps nothing.`,
  sections: [
    {
      id: "short-version",
      heading: "The short version",
      paragraphs: [
        "The site keeps what you type into a form, and only for the reason you typed it. It keeps no IP addresses, sets no cookies for visitors, shows no ads, loads nothing from other companies' servers and sells nothing to anyone.",
      ],
      items: [
        "Rate limits (which stop a form being flooded, or a password being guessed) count requests per address using a keyed hash, never the address itself. Its key is made at random each day and deleted once the day is over, and each count is deleted when its window (at most 15 minutes) has passed. A single server keeps both in its memory; where the site runs on several servers, they keep both in their shared database, so that a limit holds across them.",
        "The server's request log names the page asked for and when, never who asked: no IP address, and no link we mailed you.",
        "When your browser sends “Global Privacy Control” or “Do Not Track”, the page speed measurement and the visit counting send and keep nothing at all.",
        "Your theme choice and the demo board are kept in your own browser (local storage) and never sent to us.",
      ],
    },
    {
      id: "your-rights",
      heading: "Seeing and erasing what we keep",
      paragraphs: [
        `Type your email address in the form below. We mail that address a link that works for ${dataLinkHours} hours: it shows everything the site holds for the address (as JSON, a plain format any program can read) and offers to erase it. Erasing removes your contact requests and your newsletter subscription at once; it cannot be undone.`,
        "We send the link only to the address itself, so nobody else can read your data by typing your address. The form gives the same answer whether or not we hold anything.",
      ],
    },
    {
      id: "who-we-are",
      heading: "Who is responsible",
      paragraphs: [
        `${site.name}, Inc., ${site.address.street}, ${site.address.city}, ${site.address.country}. Write to ${site.address.email} with any question about your data; a person answers within 30 days.`,
      ],
    },
    {
      id: "changes",
      heading: "When this page changes",
      paragraphs: [
        "When the site starts keeping something new, this page says so before it does, and the date at the top changes. Newsletter sign-ups record which wording the person saw.",
      ],
    },
  ],
};

export const termsPage: LegalPage = {
  path: "/terms",
  title: "Terms of use",
  description: `The terms for using the ${site.name} website: what it offers, what it does not promise, and how the newsletter and sandbox work.`,
  updated: legalUpdated,
  lead: `These terms cover the ${site.name} website only. Using the product itself is governed by the customer agreement you accept when you create a workspace.`,
  sections: [
    {
      id: "what-the-site-is",
      heading: "What the site is",
      paragraphs: [
        `The site describes ${site.name} and its plans. Prices, features and figures on it are given in good faith and may change; nothing on it is a binding offer. The plan and price you agree to when you buy are the ones that count.`,
      ],
    },
    {
      id: "using-the-site",
      heading: "Using the site",
      paragraphs: [
        "You may read, link to and quote the site. Please do not try to break it, flood its forms, or use the API sandbox for anything but trying the API: the sandbox keeps sample data for thirty minutes after your last request and is not a place to store real work.",
      ],
      items: [
        "Guides, blog posts and code samples may be reused in your own work; keep a link to the page you took them from.",
        `The ${site.name} name and logo belong to ${site.name}, Inc.`,
      ],
    },
    {
      id: "forms-and-newsletter",
      heading: "Forms and the newsletter",
      paragraphs: [
        "Send a form only with your own details. The newsletter starts only after you confirm by mail, and you can leave it with one click from any issue. What each form keeps is on the privacy page.",
      ],
    },
    {
      id: "liability",
      heading: "What we cannot promise",
      paragraphs: [
        "We work to keep the site correct and available, but it is offered as it is. We are not liable for losses from relying on it, as far as the law allows.",
      ],
    },
    {
      id: "contact",
      heading: "Questions",
      paragraphs: [`Write to ${site.address.email}.`],
    },
  ],
};

export const cookiesPage: LegalPage = {
  path: "/cookies",
  title: "Cookies",
  description: `The ${site.name} website sets no cookies for visitors. The one cookie it has is for signed-in team members.`,
  updated: legalUpdated,
  lead: "The site sets no cookies for visitors, so there is nothing to accept or decline.",
  sections: [
    {
      id: "visitors",
      heading: "For visitors: none",
      paragraphs: [
        "No page of the site sets a cookie, and it loads nothing from other companies that could set one: no advertising, social media or other companies' analytics scripts. The site's own page speed measurement and visit counting use no cookie or identifier either.",
        "Two choices are remembered in your own browser's local storage, which is never sent to us: the light or dark theme you picked, and the cards you moved on the demo board. Clearing your browser's site data removes them.",
      ],
    },
    {
      id: "team",
      heading: "For the team: one session cookie",
      paragraphs: [
        `The /admin area, where ${site.name} staff read contact requests, sets one cookie when a team member signs in. It holds a random session number and nothing else, is sent only to /admin, cannot be read by scripts, and ends when they sign out. It is strictly necessary for signing in, so it needs no consent. Visitors never get it.`,
      ],
    },
    {
      id: "changes",
      heading: "If this changes",
      paragraphs: [
        "If the site ever sets a cookie for visitors, this page will name it, say what it is for and how long it lasts, before the site sets it.",
      ],
    },
  ],
};

export const legalPages = [termsPage, privacyPage, cookiesPage] as const;

/** The form on /privacy that mails a link to see or erase what the site holds. */
export const dataRequestCopy = {
  heading: "See or erase your data",
  label: "Your email address",
  submit: "Mail me the link",
  sending: "Sending…",
  failed: "The request did not go through. Check your connection and try again.",
} as const;

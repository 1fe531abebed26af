// A fixture build (tests/support/fixture-build.mjs) with the real contact form rendered into
// its /contact page, plus the thank-you and not-sent pages: for the form's server tests.
// Vitest only (it renders the React component).
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { ContactForm } from "../../app/components/company/contact-form.tsx";
import { makeFixtureBuild, ORIGIN, pageHtml } from "./fixture-build.mjs";

export function contactFormHtml() {
  return renderToString(
    createElement(MemoryRouter, { initialEntries: ["/contact"] }, createElement(ContactForm)),
  );
}

export function makeContactFixtureBuild() {
  const page = (title, route, body = "") =>
    pageHtml({
      title,
      canonical: `${ORIGIN}${route}`,
      route,
      noindex: route !== "/contact",
    }).replace("<main>", `<main>${body}`);
  return makeFixtureBuild({
    extraFiles: {
      "contact/index.html": page("Contact", "/contact", contactFormHtml()),
      "contact/thanks/index.html": page("Thank you: your message reached us", "/contact/thanks"),
      "contact/send/index.html": page("Your message was not sent", "/contact/send"),
    },
  });
}

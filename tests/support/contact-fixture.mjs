// A fixture build (tests/support/fixture-build.mjs) with the real contact form rendered into
// its /contact page, plus the thank-you and not-sent pages, and the same three under each
// other language's prefix (/de/contact): for the form's server tests.
// Vitest only (it renders the React component).
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { ContactForm } from "../../app/components/company/contact-form.tsx";
import { locales, pathInLocale } from "../../app/lib/locales.js";
import { makeFixtureBuild, ORIGIN, pageHtml } from "./fixture-build.mjs";

/** The form as /contact renders it, or as the page at `path` does (/de/contact posts to /de/contact/send). */
export function contactFormHtml(path = "/contact") {
  return renderToString(
    createElement(MemoryRouter, { initialEntries: [path] }, createElement(ContactForm)),
  );
}

export function makeContactFixtureBuild() {
  const page = (title, route, body = "", lang = "en") =>
    pageHtml({
      title,
      canonical: `${ORIGIN}${route}`,
      route,
      noindex: route !== "/contact",
    })
      .replace("<main>", `<main>${body}`)
      .replace('<html lang="en">', `<html lang="${lang}">`);
  const extraFiles = {};
  for (const { code } of locales) {
    const at = (path) => pathInLocale(path, code);
    const file = (path) => `${at(path).slice(1)}/index.html`;
    // The title names the language: a test can tell which language's page it was sent.
    extraFiles[file("/contact")] = page(
      `Contact (${code})`,
      at("/contact"),
      contactFormHtml(at("/contact")),
      code,
    );
    extraFiles[file("/contact/thanks")] = page(
      `Contact thanks (${code})`,
      at("/contact/thanks"),
      "",
      code,
    );
    extraFiles[file("/contact/send")] = page(
      `Contact not sent (${code})`,
      at("/contact/send"),
      "",
      code,
    );
  }
  return makeFixtureBuild({ extraFiles });
}

import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { contactFieldLimits } from "../../app/content/contact-fields.js";
import { site } from "../../app/content/site";
import { formatOpeningHours } from "../../app/lib/format-event";
import { siteContent } from "../support/site-content";
import { expect, test, untilHydrated, watchOutgoingData } from "./fixtures";
import { expectBelowHeader } from "./page-links";

// The pages' words and figures are the editors' (content/pages, content/site.json).
const about = siteContent("pages/about.json");
const contactForm = (page: Page) =>
  page.getByRole("form", { name: siteContent("pages/contact.json").form.heading });

test.describe("about @desktop", () => {
  test("mission, values, the 2018-2023 timeline with the $10M Series A, leadership and figures", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("region", { name: about.mission.heading })).toBeVisible();
    const values = page.getByRole("region", { name: about.valuesSection.heading });
    expect(await values.getByRole("heading", { level: 3 }).count()).toBeGreaterThanOrEqual(3);
    const timeline = page.getByRole("region", { name: about.timelineSection.heading });
    const years = await timeline
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => item.querySelector("p")?.textContent));
    // The founding year first, then each entry's year.
    expect(years).toEqual([
      String(site.foundedYear),
      ...about.timeline.map((entry: { year: number }) => String(entry.year)),
    ]);
    for (const entry of about.timeline as { title: string }[])
      await expect(timeline).toContainText(entry.title);
    await expect(timeline.getByRole("listitem").first()).toContainText("founded");
    const team = page.getByRole("region", { name: "Leadership team" }).getByRole("listitem");
    expect(await team.count()).toBeGreaterThanOrEqual(3);
    for (const member of await team.all()) {
      await expect(member.getByRole("heading", { level: 3 })).toBeVisible();
      await expect(member.locator('[aria-hidden="true"]').first()).toHaveText(/^[A-Z]{2}$/);
    }
    const figures = page.getByRole("region", { name: about.figuresSection.heading });
    for (const figure of about.figuresSection.figures as { value: string }[])
      await expect(figures.getByText(figure.value, { exact: true })).toBeVisible();
  });

  for (const [anchor, heading, next, url] of [
    ["#careers", "Careers", "See Open Roles", /\/careers$/],
    ["#contact-sales", "Contact sales", "Talk to Sales", /\/contact\?subject=sales$/],
    ["#support", "Support", "Contact Support", /\/contact\?subject=support$/],
  ] as const) {
    test(`the ${anchor} link lands on its section, which leads on`, async ({ page }) => {
      await page.goto("/about");
      await page.locator(`main a[href="${anchor}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${anchor}$`));
      await expectBelowHeader(page, `${anchor.slice(1)}-heading`);
      const section = page.getByRole("region", { name: heading, exact: true });
      await section.getByRole("link", { name: next }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

test.describe("careers, partners and customers @desktop", () => {
  // One test, a step per page: a test's fixed cost is paid once
  // (docs/testing.md, "What a test costs").
  test("careers, partners and customers: their lists, and the buttons that lead on", async ({
    page,
  }) => {
    await test.step("careers: four openings, each with department, location and Apply Now to the form", async () => {
      await page.goto("/careers");
      const openings = page.getByRole("region", { name: "Open positions" }).getByRole("listitem");
      await expect(openings).toHaveCount(4);
      for (const opening of await openings.all()) {
        await expect(opening.getByRole("heading", { level: 3 })).toBeVisible();
        await expect(opening.getByRole("definition")).toHaveCount(2);
      }
      await openings
        .first()
        .getByRole("link", { name: /^Apply Now/ })
        .click();
      await expect(page).toHaveURL(/\/contact\?subject=careers$/);
      await expect(contactForm(page).getByLabel("Subject")).toHaveValue("careers");
    });
    await test.step("partners: technology, consulting and reseller lists, and Partner Application", async () => {
      await page.goto("/partners");
      for (const group of ["Technology partners", "Consulting partners", "Reseller partners"]) {
        const list = page.getByRole("region", { name: group });
        expect(await list.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
      }
      await page.getByRole("link", { name: "Partner Application" }).first().click();
      await expect(page).toHaveURL(/\/contact\?subject=partnerships$/);
      await expect(contactForm(page).getByLabel("Subject")).toHaveValue("partnerships");
    });
    await test.step("customers: three testimonials with pictures, six industries, and Start Free Trial", async () => {
      await page.goto("/customers");
      const stories = page.getByRole("region", { name: "In their words" });
      const quotes = stories.getByRole("figure");
      await expect(quotes).toHaveCount(3);
      for (const quote of await quotes.all()) {
        await expect(quote.getByRole("blockquote")).toBeVisible();
        await expect(quote.locator("figcaption")).toContainText(",");
        await expect(quote.locator('figcaption [aria-hidden="true"]')).toHaveText(/^[A-Z]{2}$/);
      }
      const industries = page.getByRole("region", { name: "Across six industries" });
      await expect(industries.getByRole("heading", { level: 3 })).toHaveCount(6);
      await page.getByRole("link", { name: "Start Free Trial" }).click();
      await expect(page).toHaveURL(/\/pricing$/);
    });
  });
});

test.describe("contact @desktop", () => {
  test("labelled fields typed per docs/spec/site-spec.md §5, autocomplete, support hours", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    const name = form.getByLabel("Full name");
    const email = form.getByLabel("Email address");
    const phone = form.getByLabel("Phone");
    const message = form.getByLabel("Message");
    await expect(name).toHaveAttribute("required", "");
    await expect(name).toHaveAttribute("autocomplete", "name");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    await expect(email).toHaveAttribute("autocomplete", "email");
    await expect(phone).toHaveAttribute("type", "tel");
    await expect(phone).not.toHaveAttribute("required");
    await expect(phone).toHaveAttribute("autocomplete", "tel");
    await expect(message).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(message).toHaveAttribute("rows", "4");
    await expect(message).toHaveAttribute("required", "");
    const contact = siteContent("pages/contact.json");
    const hours = page.getByRole("region", { name: contact.details.hoursHeading });
    const rows = await hours
      .getByRole("term")
      .evaluateAll((terms) =>
        terms.map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`),
      );
    // The hours as typed, written and their zone named by Intl in the page's language.
    expect(rows).toEqual(
      contact.supportHours.map(
        (row: { days: string; opens?: string; closes?: string; closed?: string }) =>
          `${row.days} ${row.opens && row.closes ? formatOpeningHours(row.opens, row.closes, "en") : row.closed}`,
      ),
    );
  });

  test("an empty or malformed submit gets the form's own messages, and nothing typed is sent", async ({
    page,
  }) => {
    // The site's messages, not the browser's bubble in the browser's language (decision 035).
    const { errors } = JSON.parse(readFileSync("content/forms/contact-messages.json", "utf8")) as {
      errors: { name: string; email: string };
    };
    await page.goto("/contact");
    const sent = watchOutgoingData(page);
    const form = contactForm(page);
    const send = form.getByRole("button", { name: "Send message" });
    const name = form.getByLabel("Full name");
    const email = form.getByLabel("Email address");
    const message = form.getByLabel("Message");
    await message.fill("We would like a demo for our operations team.");
    await untilHydrated(page);

    await send.click();
    await expect(name).toHaveAccessibleDescription(
      errors.name.replace("{max}", String(contactFieldLimits.name)),
    );
    await expect(name).toBeFocused();

    await name.fill("Ada Lovelace");
    await email.fill("ada-at-example");
    await send.click();
    await expect(email).toHaveAccessibleDescription(errors.email);
    await expect(email).toBeFocused();
    await expect(page.getByRole("status")).toHaveCount(0);
    expect(page.url()).toMatch(/\/contact$/);
    // Only the form's token may have been asked for: nothing the visitor typed left.
    expect(sent.filter((request) => !request.startsWith("GET "))).toEqual([]);
  });

  test("a subject in the address is chosen once the page is ready, with no hydration warning", async ({
    page,
  }) => {
    await page.goto("/contact?subject=support");
    await expect(contactForm(page).getByLabel("Subject")).toHaveValue("support");
    await page.goto("/contact?subject=nonsense");
    await expect(contactForm(page).getByLabel("Subject")).toHaveValue("general");
  });

  test("the home page's Schedule Demo opens the contact form with the demo subject chosen", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Schedule Demo" }).click();
    await expect(page).toHaveURL(/\/contact\?subject=demo$/);
    await expect(contactForm(page).getByLabel("Subject")).toHaveValue("demo");
  });
});

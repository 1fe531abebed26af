import { randomUUID } from "node:crypto";
import { channelLabel } from "../../server/analytics/channels.mjs";
import { insertLead } from "../support/leads.mjs";
import { logIn, newAccount, withDatabase } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { axeScan, summarizeViolations } from "./page-checks";

/**
 * The inbox knows the campaign (issue 73, item 7): from a lead's source, channel or campaign
 * the team narrows the list to the leads that share it, orders the list by them, and the
 * export repeats the view. The rules (each order, absent values, hostile values) are
 * server/admin/lead-attribution.test.mjs's.
 */
test("the team narrows the leads to one campaign from a lead's own link, sorts them by channel and exports that view @desktop", async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const campaign = `spring-${tag}`;
  await withDatabase(async (db) => {
    for (const [name, touch] of [
      [
        `Ana ${tag}`,
        { utm_source: "news", utm_medium: "email", utm_campaign: campaign, channel: "email" },
      ],
      [`Ben ${tag}`, { referrer_site: "google.com", channel: "organic-search" }],
    ] as const)
      await insertLead(db as never, {
        name,
        email: `${name.replace(" ", "-").toLowerCase()}@example.com`,
        subject: "sales",
        message: "Hello",
        entry_path: "/",
        ...touch,
      });
  });
  await logIn(page, await newAccount());
  await page.getByLabel("Name, email or company").fill(tag);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("link", { name: `Ben ${tag}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Ana ${tag}` })).toBeVisible();

  await page.getByRole("link", { name: `Only leads whose campaign is ${campaign}` }).click();
  await expect(page.getByRole("link", { name: `Ben ${tag}` })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Ana ${tag}` })).toBeVisible();
  const chip = page
    .getByRole("region", { name: "Filters" })
    .getByRole("link", { name: `Remove filter: Campaign is ${campaign}` });
  await expect(chip).toBeVisible();
  const address = new URL(page.url());
  expect(address.searchParams.get("campaign")).toBe(campaign);
  expect(address.searchParams.get("q")).toBe(tag);

  expect(summarizeViolations((await axeScan(page).analyze()).violations)).toEqual([]);
  const sortBy = page.getByRole("navigation", { name: "Sort leads by" });
  await sortBy.getByRole("link", { name: "Channel" }).click();
  await expect(sortBy.getByRole("link", { name: "Channel" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  expect(new URL(page.url()).searchParams.get("campaign")).toBe(campaign);

  const exported = await page
    .getByRole("link", { name: /^Export these leads as CSV/ })
    .getAttribute("href");
  expect(exported).toContain(`campaign=${campaign}`);
  const csv = await (await page.request.get(exported ?? "")).text();
  const [header, ...rows] = csv.trim().split("\r\n");
  expect(header).toContain('"Channel"');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`"${campaign}"`);
  expect(rows[0]).toContain('"email"');

  await chip.click();
  await expect(page.getByRole("link", { name: `Ben ${tag}` })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("sort")).toBe("channel");

  // The lead's own page names its channel as the analytics do.
  await page.getByRole("link", { name: `Ana ${tag}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Ana ${tag}` })).toBeVisible();
  await expect(
    page
      .getByRole("term")
      .filter({ hasText: /^Channel$/ })
      .locator("xpath=following-sibling::dd[1]"),
  ).toHaveText(channelLabel("email"));
});

import { randomUUID } from "node:crypto";
import { newAccount } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { axeScan, summarizeViolations } from "./page-checks";

/**
 * A shared read-only dashboard link (docs/decisions/053), with JavaScript and without: an
 * admin filters the dashboard to a campaign and shares it; a stranger with no login opens
 * the link, sees the campaign's figures, adds a filter within it and finds no way into the
 * admin; once the admin revokes it, the link answers 410. The rules (hashes, tokens, hostile
 * tokens and keys, the API) are server/analytics/sharing.test.mjs's.
 */

const tag = randomUUID().slice(0, 8);

for (const javaScriptEnabled of [true, false])
  test(`an admin shares a filtered dashboard; a stranger opens it, filters within it, and it is gone once revoked, ${javaScriptEnabled ? "with" : "without"} JavaScript @desktop`, async ({
    browser,
    baseURL,
  }) => {
    const admin = await browser.newContext({ baseURL, javaScriptEnabled });
    const page = await admin.newPage();
    const origin = new URL(baseURL ?? "").origin;
    const name = `shared-${tag}-${javaScriptEnabled ? "js" : "html"}`;
    const agent = `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36 Share/${name}`;
    // Two visits of this test's own campaign, one of which reads /pricing, and one of
    // another campaign, which the link must not show.
    const visits: [string, string[]][] = [
      [name, ["/", "/pricing"]],
      [name, ["/features"]],
      [`other-${name}`, ["/pricing"]],
    ];
    for (const [index, [campaign, paths]] of visits.entries())
      for (const [step, path] of paths.entries()) {
        const query =
          step === 0 ? `?utm_source=news&utm_medium=email&utm_campaign=${campaign}` : "";
        const sent = await admin.request.post("/rum/event", {
          headers: {
            origin,
            "sec-fetch-site": "same-origin",
            "content-type": "text/plain",
            "user-agent": `${agent} ${index}`,
          },
          data: JSON.stringify({ n: "view", u: `${origin}${path}${query}` }),
        });
        expect(sent.status()).toBe(204);
      }
    const account = await newAccount("admin");
    const login = await admin.request.post("/admin/login", {
      headers: { origin },
      form: { email: account.email, password: account.password },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(303);

    await page.goto(`/admin/analytics?range=today&utm_campaign=${name}`);
    const total = (label: string) =>
      page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
    await expect
      .poll(
        async () => {
          await page.reload();
          return total("Visits").getByRole("definition").first().textContent();
        },
        { timeout: 15_000 },
      )
      .toBe("2");
    const label = `Agency ${name}`;
    await page.getByLabel("Name of the link").fill(label);
    await page.getByRole("button", { name: "Create a shared link" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Shared link created" }),
    ).toBeVisible();
    const link = await page.getByRole("textbox", { name: "The link" }).inputValue();
    expect(new URL(link).pathname).toMatch(/^\/share\/analytics\/[A-Za-z0-9_-]{43}$/);

    // A stranger: no cookie, no account.
    const stranger = await browser.newContext({ baseURL, javaScriptEnabled });
    const shared = await stranger.newPage();
    const opened = await shared.goto(link);
    expect(opened?.status()).toBe(200);
    await expect(shared.getByRole("heading", { level: 1, name: "Visit analytics" })).toBeVisible();
    await expect(shared.getByText(`Campaign name is ${name}`)).toBeVisible();
    await expect(shared.getByText("(set by this link)")).toBeVisible();
    const sharedTotal = (label: string) =>
      shared.locator("dl > div").filter({ has: shared.getByText(label, { exact: true }) });
    await shared.getByRole("link", { name: "Today" }).click();
    await expect(sharedTotal("Visits").getByRole("definition").first()).toHaveText("2");
    if (javaScriptEnabled)
      expect(summarizeViolations((await axeScan(shared).analyze()).violations)).toEqual([]);
    // Nothing leads into the admin.
    await expect(shared.getByRole("navigation", { name: "Team inbox" })).toHaveCount(0);
    await expect(shared.locator('a[href^="/admin"], form[action^="/admin"]')).toHaveCount(0);
    await expect(shared.getByRole("button", { name: "Log out" })).toHaveCount(0);

    // A filter picked within it: a chip to take it off, the link's own filter kept.
    await shared
      .getByRole("region", { name: "Top pages" })
      .getByRole("link", { name: "/pricing" })
      .click();
    const chips = shared.getByRole("region", { name: "Filters" });
    await expect(
      chips.getByRole("link", { name: "Remove filter: Page is /pricing" }),
    ).toBeVisible();
    await expect(sharedTotal("Visits").getByRole("definition").first()).toHaveText("1");
    const address = new URL(shared.url());
    expect(address.pathname).toBe(new URL(link).pathname);
    expect(address.searchParams.get("page")).toBe("/pricing");
    expect(address.searchParams.get("utm_campaign")).toBeNull();

    // The admin revokes it; the stranger's next load finds it gone.
    await page.goto("/admin/analytics/sharing");
    const row = page
      .getByRole("region", { name: "Shared links" })
      .getByRole("row", { name: label });
    await row.getByRole("button", { name: `Revoke ${label}` }).click();
    await expect(page).toHaveURL(/\/admin\/analytics\/sharing$/);
    await expect(row).toContainText("Revoked");
    if (javaScriptEnabled)
      expect(summarizeViolations((await axeScan(page).analyze()).violations)).toEqual([]);
    const gone = await shared.reload();
    expect(gone?.status()).toBe(410);
    await expect(
      shared.getByRole("heading", { level: 1, name: "This link was revoked" }),
    ).toBeVisible();
    await stranger.close();
    await admin.close();
  });

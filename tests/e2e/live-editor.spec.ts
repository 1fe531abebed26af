import { LOGIN_TIMEOUT_MS, logIn, newAccount } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * The editor on the live site: an editor signs in at /admin, opens the editor from the
 * inbox's menu and finds Decap's collections (read from the configuration the page
 * carries), with nothing the page's own policy refuses; a viewer signed in has no such
 * link, and is refused the editor with a page saying so.
 */

// The viewer's refusal is a 403 document, which Chromium reports as a failed load.
test.use({ allowedConsole: [/status of 403 \(Forbidden\)/] });

test("an editor opens the content editor from the team's login; a viewer is refused @desktop", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  await logIn(page, await newAccount("editor"));
  await page.getByRole("link", { name: "Content editor" }).click();
  await expect(page).toHaveURL(/\/admin\/edit$/);
  const { config } = JSON.parse(
    (await page.locator("#editor-data").textContent({ timeout: LOGIN_TIMEOUT_MS })) ?? "{}",
  );
  expect(config.publish_mode).toBe("editorial_workflow");
  const [first, ...others] = config.collections as { label: string }[];
  expect(first).toBeDefined();
  // Decap draws its collections list once its bundle has loaded and the first list answered.
  await expect(page.getByRole("link", { name: first?.label, exact: true })).toBeVisible({
    timeout: LOGIN_TIMEOUT_MS,
  });
  for (const { label } of others.slice(0, 3))
    await expect(page.getByRole("link", { name: label, exact: true })).toBeVisible();
  expect(refused).toEqual([]);

  // Off the editor before its session goes, so its polling does not ask without one.
  await page.goto("/robots.txt");
  await page.context().clearCookies();
  await logIn(page, await newAccount("viewer"));
  await expect(page.getByRole("link", { name: "Content editor" })).toHaveCount(0);
  const refusal = await page.goto("/admin/edit");
  expect(refusal?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  await expect(page.getByText("Your account's role is viewer.")).toBeVisible();
});

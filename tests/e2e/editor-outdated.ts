import { expect, type Page } from "@playwright/test";
import { englishChanges } from "../../pipeline/content/english-changes.mjs";

// The editor's marks of an outdated translation, as an editor sees them (editor.spec.ts):
// the language's list counts a file's outdated fields, and the form says under the field
// what the English was and what changed in it.

/** A file's form, reached from its language's list, where the file shows its count. */
export async function openOutdatedForm(page: Page, language: string, file: string, count: number) {
  await page.goto("/#/");
  await page.getByRole("link", { name: language, exact: true }).click();
  await page.getByRole("link", { name: `${file} · ${count} outdated`, exact: true }).click();
}

/**
 * The mark under the field whose English changed from `was` to `now`: the English it was
 * translated from, each removed word struck through and each added word in bold.
 */
export async function expectOutdatedMark(page: Page, field: string, was: string, now: string) {
  const marked = page
    .locator('[aria-label="string field"]')
    .filter({ hasText: "the English has changed since this was translated" });
  await expect(marked).toHaveCount(1);
  await expect(marked.getByRole("textbox", { name: field })).toBeVisible();
  await expect(marked).toContainText(
    `Outdated: the English has changed since this was translated. It was “${was}”.`,
  );
  const changes = englishChanges(was, now);
  const words = (kind: string) =>
    changes.filter((part) => part.kind === kind).map((part) => part.text.trim());
  await expect(marked.locator("del")).toHaveText(words("removed"));
  await expect(marked.locator("strong")).toHaveText(["Outdated", ...words("added")]);
}

/** The language's list once nothing in the file is outdated: the file's name alone. */
export async function expectNoneOutdated(page: Page, language: string, file: string) {
  await page.goto("/#/");
  await page.getByRole("link", { name: language, exact: true }).click();
  await expect(page.getByRole("link", { name: file, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`^${file} · `) })).toHaveCount(0);
}

/** Ticks the form's box that marks its outdated fields as still current, and publishes. */
export async function publishStillCurrent(page: Page) {
  const box = page.getByRole("switch", {
    name: /^Outdated fields still say what the English says/,
  });
  await box.click();
  await expect(box).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

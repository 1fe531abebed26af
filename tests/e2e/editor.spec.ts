import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { formatUsd } from "../../app/lib/format-number";
import { localeNamed } from "../../app/lib/locales.js";
import { markCurrent } from "../../pipeline/content/translation-sources.mjs";
import { articlesOf } from "../support/site-content";
import {
  expectNoneOutdated,
  expectOutdatedMark,
  openOutdatedForm,
  publishStillCurrent,
} from "./editor-outdated";
import { startEditor } from "./editor-process";
import { failed, screenshotPages } from "./failure-screenshots";

// `npm run edit` as an editor uses it, over a copy of the repository (its own git
// repository, so what a save changes is read with git), then that copy rebuilt, as a site
// is after an editor's commit. One browser context; the second tab of the conflict test is a
// second page in it. The copy shares node_modules, and so the preview bundle it caches.
const port = Number(process.env.EDIT_PORT ?? 4701);
const editor = `http://127.0.0.1:${port}`;
/** What a copy needs to be edited and built: everything but installs, builds and results. */
const LEFT_OUT = new Set([".git", "node_modules", "build", "data", "reports", "test-results"]);
let root: string;
let server: ChildProcess;

// What the files hold before the session: the editors' words and price, whatever they are
// today, read from the repository this copy is made of.
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const before = {
  title: readJson("content/pages/home.json").hero.title as string,
  germanTitle: readJson("content/translations/de/pages/home.json").hero.title as string,
  plans: readJson("content/pricing/plans.json").plans as {
    id: string;
    monthlyPrice: { USD: number };
  }[],
};
// The dollar price: a plan's price is typed once per currency (docs/decisions/046).
const teamPrice = before.plans.find((plan) => plan.id === "team")?.monthlyPrice.USD ?? 0;
/** The price the session types: not the one the file holds, so the save changes a line. */
const newTeamPrice = teamPrice + 10;

const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
const commit = (message: string) =>
  git("-c", "user.email=e2e@example.com", "-c", "user.name=e2e", "commit", "-qam", message);
const built = (page: string) => readFileSync(path.join(root, "build/client", page), "utf8");

test.describe.configure({ mode: "serial" });
test.use({ baseURL: editor });

test.beforeAll(async () => {
  // A fresh checkout builds the editor's preview first (about 10 s here, three times that on
  // a slow host): more than a test's minute would allow for the copy and the build together.
  test.setTimeout(180_000);
  root = mkdtempSync(path.join(tmpdir(), "editor-e2e-"));
  for (const entry of readdirSync(".")) {
    if (LEFT_OUT.has(entry)) continue;
    // Timestamps kept: the editor rebuilds its preview only when the site's code is newer.
    cpSync(entry, path.join(root, entry), { recursive: true, preserveTimestamps: true });
  }
  symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"));
  // The session starts from a German home page that says what its English says (the team
  // may have published English first, leaving some of it outdated in the repository).
  markCurrent(root, "de", "content/pages/home.json");
  git("init", "-q");
  git("add", ".");
  commit("before");
  server = await startEditor(port, root);
});
// This file drives the editor with Playwright's own `test`, not the site's fixtures (whose
// guards are the site's): a failure here keeps its screenshots through this hook.
test.afterEach(async ({ context }, testInfo) => {
  if (failed(testInfo)) await screenshotPages([context], testInfo);
});
test.afterAll(() => {
  server?.kill();
  rmSync(root, { recursive: true, force: true });
});

async function login(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Login" }).click();
}
/** Opens a file's form as an editor does: its collection in the sidebar, then the file. */
async function openForm(page: Page, collection: string, file: string) {
  await page.goto("/#/");
  await page.getByRole("link", { name: collection, exact: true }).click();
  await page.getByRole("link", { name: file, exact: true }).click();
}
/** The home page's form. */
async function openHome(page: Page) {
  await openForm(page, "Pages", "Home page");
  return page.getByRole("textbox", { name: "Title", exact: true }).first();
}
/** The Team plan's monthly price, in the plans' form. */
async function openTeamPrice(page: Page) {
  await openForm(page, "Pricing", "Pricing: plans, prices and limits");
  const plans = page.locator('[aria-label="list field"]').filter({ hasText: "Add plan" });
  await expect(plans.getByText(`${before.plans.length} plans`)).toBeVisible();
  await plans.getByRole("button", { name: "Expand" }).first().click();
  // Each price has a box per currency: the Team plan's monthly dollars, after Free's two prices.
  return page.getByRole("textbox", { name: "USD" }).nth(2);
}
/**
 * Replaces a field's text as a person does: select it all, then put the new text in, as a
 * paste or a phone's keyboard does, in one input. Typed a key at a time, each key had the
 * editor draw its preview of the page again: about 300 keys in the session, most of its
 * CPU in the browser.
 */
async function retype(field: ReturnType<Page["getByRole"]>, text: string) {
  await field.click();
  await field.press("Control+a");
  await field.page().keyboard.insertText(text);
}
async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

/**
 * One editor's session, as one test: the editor's code (several megabytes) loads and starts
 * once, where a test per part had started it three times, at about 2 s of CPU each.
 */
test("an editor's session: four edits saved as git changes and rebuilt, bad edits refused at the field, two tabs @desktop", async ({
  page,
  context,
}) => {
  // The editor's work, then a build of the whole copy: a build takes a minute on a slow host.
  test.setTimeout(300_000);
  await login(page);
  await test.step("four edits, saved as git changes, and a rebuild shows them", () =>
    fourEditsRebuilt(page));
  await test.step("bad edits are refused at the field, keeping what was typed", () =>
    badEditsRefused(page));
  await test.step("a file that cannot be read says so in its own entry; the others open", () =>
    unreadableFile(page));
  await test.step("two tabs saving the same file: the second is refused", async () => {
    commit("the first edits");
    const second = await context.newPage();
    try {
      await twoTabs(page, second);
    } finally {
      await second.close();
    }
  });
  await test.step("the German title, outdated again, marked still current with the form's box", () =>
    germanStillCurrent(page));
});

async function fourEditsRebuilt(page: Page) {
  const englishTitle: string = JSON.parse(readFileSync("content/pages/home.json", "utf8")).hero
    .title;
  const title = await openHome(page);
  await retype(title, "Plan every project in one calm place");
  // The preview pane holds the page's drawing, a frame made anew at each change (the newest last).
  const preview = page.frameLocator("iframe").first().frameLocator("iframe").last();
  // A ceiling, not a wait: the session's first drawing loads the preview's code cold, while
  // the preview sweep (editor-preview.spec.ts), started with this test, draws its own first.
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
    "Plan every project in one calm place",
    { timeout: 30_000 },
  );
  await publish(page);
  await expect(page.getByText(/^changes saved$/i)).toBeVisible();

  // The German words of the same page: their title is outdated now, counted in the German
  // list and marked under the field with the change; previewed as the German page, saved
  // into their file, and current again.
  await openOutdatedForm(page, "German (Deutsch)", "Home page", 1);
  await expectOutdatedMark(page, "Title", englishTitle, "Plan every project in one calm place");
  const germanTitle = page.getByRole("textbox", { name: "Title", exact: true }).first();
  await retype(germanTitle, "Jedes Projekt an einem ruhigen Ort planen");
  const germanPage = page.frameLocator("iframe").first().frameLocator("iframe").last();
  await expect(germanPage.getByRole("heading", { level: 1 })).toHaveText(
    "Jedes Projekt an einem ruhigen Ort planen",
  );
  await expect(germanPage.locator("html")).toHaveAttribute("lang", localeNamed("de").lang);
  await publish(page);
  await expect(page.getByText(/^changes saved$/i)).toBeVisible();
  await expectNoneOutdated(page, "German (Deutsch)", "Home page");

  const teamPriceField = await openTeamPrice(page);
  await expect(teamPriceField).toHaveValue(String(teamPrice));
  // "View live" opens the page on the public site, not the editor.
  const { origin } = JSON.parse(readFileSync(path.join(root, "content/site.json"), "utf8"));
  await expect(page.getByRole("link", { name: "View Live" })).toHaveAttribute(
    "href",
    new RegExp(`^${origin.replaceAll(".", "\\.")}/+pricing$`),
  );
  await retype(teamPriceField, String(newTeamPrice));
  await publish(page);
  await expect(page.getByText(/^changes saved$/i)).toBeVisible();

  await page.goto("/#/");
  await page.getByRole("link", { name: "Blog posts", exact: true }).click();
  await page.getByRole("link", { name: /Blog post$/ }).click();
  await page.getByLabel("Title", { exact: true }).fill("Quarterly planning on one board");
  await page
    .getByLabel("Description")
    .fill(
      "How a team of twelve plans a quarter on one board, with owners, dates and a review that takes twenty minutes.",
    );
  await page.getByLabel("Date", { exact: true }).fill("2026-11-27");
  await page.keyboard.press("Escape");
  await page.getByLabel("Author").click();
  await page.keyboard.type("Maya Okafor");
  await page.keyboard.press("Enter");
  await page.getByLabel("Tags").click();
  await page.keyboard.type("project-management");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: "quarterly-board.png",
    mimeType: "image/png",
    buffer: readFileSync("public/logo.png"),
  });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByLabel("Alt text").fill("A board with the quarter's goals in three columns");
  // The text box takes Markdown as typed; a link to a page the site does not have is refused
  // at the box, in the words every other link is refused in, and nothing is written.
  const text = page.locator('[data-slate-editor="true"]');
  const paragraph = "Start with the goals, then give each one an owner and a date.";
  await text.click();
  await page.keyboard.insertText(paragraph);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.insertText("## Review");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.insertText("Compare it with [the plans](/nope).");
  await publish(page);
  const deadLink = "/nope is not a page of this site (the link “the plans”)";
  await expect(page.getByText(deadLink)).toBeVisible();
  expect(
    existsSync(path.join(root, "content/articles/blog/quarterly-planning-on-one-board.md")),
  ).toBe(false);
  await text.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Shift+Home");
  await page.keyboard.insertText("Compare it with [the plans](/pricing).");
  await expect(page.getByText(deadLink)).toHaveCount(0);
  await publish(page);
  await expect(page.getByText(/^changes saved$/i)).toBeVisible();
  expect(
    readFileSync(
      path.join(root, "content/articles/blog/quarterly-planning-on-one-board.md"),
      "utf8",
    ),
  ).toContain(`${paragraph}\n\n## Review\n\nCompare it with [the plans](/pricing).\n`);

  // git holds exactly the four edits: one line each in three files (and the line recording the
  // English the German title is translated from), and the new post with its picture.
  const changed = git("diff", "--unified=0")
    .split("\n")
    .filter((line) => /^[-+] /.test(line));
  expect(changed).toEqual([
    `-    "title": ${JSON.stringify(before.title)},`,
    '+    "title": "Plan every project in one calm place",',
    `-        "USD": ${teamPrice},`,
    `+        "USD": ${newTeamPrice},`,
    `-  "hero.title": ${JSON.stringify(englishTitle)},`,
    '+  "hero.title": "Plan every project in one calm place",',
    `-    "title": ${JSON.stringify(before.germanTitle)},`,
    '+    "title": "Jedes Projekt an einem ruhigen Ort planen",',
  ]);
  expect(git("status", "--short", "--untracked-files=all").split("\n").sort()).toEqual([
    "",
    " M content/pages/home.json",
    " M content/pricing/plans.json",
    " M content/translations/de/pages/home.english.json",
    " M content/translations/de/pages/home.json",
    "?? content/articles/blog/quarterly-planning-on-one-board.md",
    "?? public/media/uploads/quarterly-board.png",
  ]);

  const build = spawn(process.execPath, ["scripts/react-router-cli.mjs", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  expect(await new Promise((resolve) => build.on("exit", resolve))).toBe(0);
  expect(built("index.html")).toContain("Plan every project in one calm place");
  expect(built("de/index.html")).toContain("Jedes Projekt an einem ruhigen Ort planen");
  for (const page of ["pricing/index.html", "startup/index.html"])
    expect(built(page), page).toContain(formatUsd(newTeamPrice, "en"));
  for (const page of [
    "resources/blog/index.html",
    "resources/blog/tags/project-management/index.html",
    "resources/blog/rss.xml",
    "resources/blog/atom.xml",
    "resources/blog/quarterly-planning-on-one-board/index.html",
  ])
    expect(built(page), page).toContain("Quarterly planning on one board");
  expect(built("resources/blog/quarterly-planning-on-one-board/index.html")).toContain(
    'alt="A board with the quarter&#x27;s goals in three columns"',
  );
}

/** The Team plan as content/pricing/plans.json of the copy holds it now. */
const teamPlan = () =>
  JSON.parse(readFileSync(path.join(root, "content/pricing/plans.json"), "utf8")).plans.find(
    (plan: { id: string }) => plan.id === "team",
  );

async function badEditsRefused(page: Page) {
  // Leaving a form whose refused edits were never saved asks to discard them: the editor agrees.
  page.on("dialog", (dialog) => dialog.accept());
  const teamPriceField = await openTeamPrice(page);
  const price = String(teamPlan().monthlyPrice.USD);
  // An emptied monthly price, refused by the rule that a plan has both prices or neither: the
  // message is at the box that was emptied, in the README's words, and stays there after the
  // save's notice has gone, until that box changes.
  await teamPriceField.click();
  await teamPriceField.press("Control+a");
  await teamPriceField.press("Delete");
  await publish(page);
  const bothPrices = "the team plan has no USD price: type its price in each of USD, EUR, JPY, ILS";
  await expect(teamPriceField).toHaveAccessibleDescription(bothPrices);
  await expect(page.getByText(bothPrices)).toBeVisible();
  await expect(page.getByText(/API_ERROR|content\/pricing|yearlyPrice|plans\[/)).toHaveCount(0);
  // Decap's own notice fades after a few seconds; the editor's stays, as does the message.
  await expect(page.locator(".Toastify__toast")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole("alert")).toHaveText(
    /^Not saved\. 1 field needs a change: see the message under it/,
  );
  await expect(teamPriceField).toHaveAccessibleDescription(bothPrices);
  await teamPriceField.pressSequentially(price);
  await expect(page.getByText(bothPrices)).toHaveCount(0);
  expect(teamPlan().monthlyPrice.USD).toBe(Number(price));

  await retype(teamPriceField, "twelve");
  await publish(page);
  // At the box, Decap's own rule; the notice names the box, since Decap stopped the save.
  await expect(page.getByText(/^must be a whole number, such as 12/)).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(
    "Not saved. USD: must be a whole number, such as 12",
  );
  await expect(teamPriceField).toHaveValue("twelve");

  const title = await openHome(page);
  const tooLong = "A headline that goes on and on well past what the hero of the page can hold";
  await retype(title, `${tooLong} today`);
  const href = page.getByRole("textbox", { name: "Link", exact: true }).first();
  await retype(href, "/nope");
  await publish(page);
  await expect(
    page.getByText("must be at most 80 characters: longer does not fit the layout", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    page.getByText(
      "must be a page of this site (such as /pricing), a #section or an https:// address",
      { exact: true },
    ),
  ).toBeVisible();
  // Decap's own rules stopped the save: the notice says which, not "a required field".
  await expect(page.getByRole("alert")).toContainText(
    "Not saved. Title: must be at most 80 characters: longer does not fit the layout",
  );
  await expect(page.getByText(/missed a required field/)).toHaveCount(0);
  await expect(title).toHaveValue(`${tooLong} today`);
  await expect(href).toHaveValue("/nope");
  const home = JSON.parse(readFileSync(path.join(root, "content/pages/home.json"), "utf8"));
  expect(home.hero).toMatchObject({
    title: "Plan every project in one calm place",
    primary: { href: "/pricing" },
  });
  expect(readFileSync(path.join(root, "content/pricing/plans.json"), "utf8")).toContain(
    `"USD": ${newTeamPrice},`,
  );
}

async function twoTabs(page: Page, second: Page) {
  const firstTitle = await openHome(page);
  const secondTitle = await openHome(second);
  await retype(firstTitle, "Saved from the first tab");
  await publish(page);
  await expect(page.getByText(/^changes saved$/i)).toBeVisible();
  await retype(secondTitle, "Saved from the second tab");
  await publish(second);
  // Said at once, and still said once Decap's own notice has faded.
  await expect(
    second.getByText(/This file was changed elsewhere since you opened it/).first(),
  ).toBeVisible();
  await expect(second.locator(".Toastify__toast")).toHaveCount(0, { timeout: 15_000 });
  // The site's own notice stays; Decap may raise a toast of its own again meanwhile.
  await expect(
    second.getByRole("alert").filter({
      hasText:
        /^This file was changed elsewhere since you opened it: copy your changes, reload and apply them again/,
    }),
  ).toBeVisible();
  await expect(secondTitle).toHaveValue("Saved from the second tab");
  expect(git("diff", "--", "content")).toContain("Saved from the first tab");
}

async function germanStillCurrent(page: Page) {
  // The first tab's English title left the German one outdated; the German stays as it is,
  // and only its record of the English changes.
  await openOutdatedForm(page, "German (Deutsch)", "Home page", 1);
  await publishStillCurrent(page);
  const changed = () =>
    git("diff", "--unified=0", "--", "content/translations")
      .split("\n")
      .filter((line) => /^[-+] /.test(line));
  await expect
    .poll(changed)
    .toEqual([
      '-  "hero.title": "Plan every project in one calm place",',
      '+  "hero.title": "Saved from the first tab",',
    ]);
  await expectNoneOutdated(page, "German (Deutsch)", "Home page");
}
test("a misspelled word is marked at its field as the editor types, the word list's names are not, and the save goes ahead @desktop", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page);
  const title = await openHome(page);
  const warning = page.getByRole("status").filter({ hasText: /^Spelling:/ });
  // "Flowboard" is in no dictionary: the English word list (content/spelling/en.json) has it.
  await retype(title, "Plan evry project in Flowboard");
  await expect(warning).toContainText('"evry" is not in the en-US dictionary');
  await expect(warning).toContainText("Spelling: English words the dictionary lacks");
  await expect(warning).not.toContainText("Flowboard");
  await expect(title).toHaveAccessibleDescription(/"evry"/);
  await retype(title, "Plan every project in Flowboard");
  await expect(warning).toHaveCount(0);
  // A warning, not a refusal: the editor may know better, and the save goes ahead.
  await retype(title, "Plan evry project in Flowboard");
  await expect(warning).toBeVisible();
  await publish(page);
  await expect(page.getByText(/^changes saved$/i)).toBeVisible();
  expect(readFileSync(path.join(root, "content/pages/home.json"), "utf8")).toContain(
    '"title": "Plan evry project in Flowboard"',
  );
  // An article's Markdown text (an editable area with no id of its own) is checked as typed,
  // the warning under it in the same words.
  const slug = readdirSync(path.join(root, "content/articles/blog"))
    .filter((name) => name.endsWith(".md"))
    .sort()[0]
    ?.replace(/\.md$/, "");
  await page.goto(`/#/collections/blog/entries/${slug}`);
  const body = page.locator('[data-slate-editor="true"]');
  const bodyWarning = page.locator('[aria-label="markdown field"]').getByRole("status");
  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.insertText("Plan evry week.");
  await expect(bodyWarning).toContainText('Spelling: "evry" is not in the en-US dictionary');
  await expect(body).toHaveAccessibleDescription(/"evry"/);
  await page.keyboard.press("Shift+Home");
  await page.keyboard.insertText("Plan every week.");
  await expect(bodyWarning).toHaveCount(0);
});

async function unreadableFile(page: Page) {
  // A comma lost at the end of a line of the About page's file, as a hand edit might lose it.
  const about = path.join(root, "content/pages/about.json");
  const good = readFileSync(about, "utf8");
  const lines = good.split("\n");
  const comma = lines.findIndex((line) => line.endsWith(","));
  lines[comma] = lines[comma]?.slice(0, -1) ?? "";
  writeFileSync(about, lines.join("\n"));
  try {
    // The editor's page is loaded anew (its forms generated again) with the file broken; the
    // tab stays logged in.
    await page.goto("/");
    // Each part of the site is named in words, not by its folder.
    await expect(page.getByRole("link", { name: "Header and footer", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Chrome", exact: true })).toHaveCount(0);
    await openForm(page, "Pages", "About page");
    await expect(
      page.getByText(`content/pages/about.json, line ${comma + 1}`).first(),
    ).toBeVisible();
    const title = await openHome(page);
    const home = JSON.parse(readFileSync(path.join(root, "content/pages/home.json"), "utf8"));
    await expect(title).toHaveValue(home.hero.title);
  } finally {
    writeFileSync(about, good);
  }
}

test("a German translation of a guide is made and edited in the editor, each save a git change @desktop", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const german = new Intl.DisplayNames(["en"], { type: "language" }).of("de") as string;
  const folder = "content/translations/de/articles/guides";
  // A published English guide with no German translation yet, read from the copy's files.
  const original = articlesOf("guides").find(
    (guide) => !existsSync(path.join(root, folder, `${guide.slug}.md`)),
  );
  if (!original) throw new Error("every guide has a German translation: nothing to create");
  const file = `${folder}/${original.slug}.md`;
  await login(page);
  await page.goto("/#/");
  await page.getByRole("link", { name: `Guides in ${german}`, exact: true }).click();
  await page.getByRole("link", { name: new RegExp(`Guide in ${german}$`) }).click();
  // The translation starts from its English original, chosen by its English title.
  await page.getByLabel("English original").click();
  await page.keyboard.type(original.title);
  await page.keyboard.press("Enter");
  await page.getByLabel("Title", { exact: true }).fill("Erste Schritte, Schritt für Schritt");
  await page
    .getByLabel("Description")
    .fill(
      "Wie ein Team die Anleitung auf Deutsch liest, mit denselben Schritten und Links in der Sprache des Teams.",
    );
  const text = page.locator('[data-slate-editor="true"]');
  await text.click();
  // The text is checked in German, not as English.
  await page.keyboard.insertText("Lesen Sie zuerst die Tarife. Wohce");
  const warning = page.locator('[aria-label="markdown field"]').getByRole("status");
  await expect(warning).toContainText(`"Wohce" is not in the ${localeNamed("de").lang} dictionary`);
  await page.keyboard.press("Shift+Home");
  await page.keyboard.insertText("Lesen Sie zuerst die [Tarife](/pricing).");
  await expect(warning).toHaveCount(0);
  await publish(page);
  await expect(page.getByText(/^changes saved$/i)).toBeVisible();
  expect(git("status", "--porcelain", "--untracked-files=all", "--", folder).trim()).toBe(
    `?? ${file}`,
  );
  const written = readFileSync(path.join(root, file), "utf8");
  // Its words only: the English original is the file's name, the date and author its own.
  expect(written).toContain("title: Erste Schritte, Schritt für Schritt");
  expect(written).toContain("Lesen Sie zuerst die [Tarife](/pricing).");
  expect(written).not.toMatch(/^(translates|date|author):/m);
  git("add", file);
  commit("a German guide");

  // Opened again from the German guides' list, edited, and saved: the diff is its title.
  await page.goto("/#/");
  await page.getByRole("link", { name: `Guides in ${german}`, exact: true }).click();
  await page.getByRole("link", { name: /Erste Schritte, Schritt für Schritt/ }).click();
  // The form names the English original it translates, by its title.
  await expect(page.getByText(original.title, { exact: true })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("Die ersten Schritte mit Flowboard");
  await publish(page);
  await expect(page.getByText(/^changes saved$/i)).toBeVisible();
  const diff = git("diff", "--unified=0", "--", file)
    .split("\n")
    .filter((line) => /^[-+] /.test(line) || /^[-+]title/.test(line));
  expect(diff).toEqual([
    "-title: Erste Schritte, Schritt für Schritt",
    "+title: Die ersten Schritte mit Flowboard",
  ]);
});

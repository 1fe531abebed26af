import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";

// `npm run edit` as an editor uses it, over a copy of content/ that is a git repository of
// its own, so what a save changes is read with git. One browser context; the second tab of
// the conflict test is a second page in it.
const port = Number(process.env.EDIT_PORT ?? 4701);
const editor = `http://127.0.0.1:${port}`;
let root: string;
let server: ChildProcess;

const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });

test.describe.configure({ mode: "serial" });
test.use({ baseURL: editor });

test.beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "editor-e2e-"));
  cpSync("content", path.join(root, "content"), { recursive: true });
  git("init", "-q");
  git("-c", "user.email=e2e@example.com", "-c", "user.name=e2e", "add", ".");
  git("-c", "user.email=e2e@example.com", "-c", "user.name=e2e", "commit", "-qm", "before");
  server = spawn(process.execPath, ["scripts/edit.mjs"], {
    env: { ...process.env, EDIT_PORT: String(port), CONTENT_ROOT: root },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("The editor is ready")) resolve();
    });
    server.on("exit", (code) => reject(new Error(`npm run edit stopped (${code})`)));
  });
});
test.afterAll(() => {
  server?.kill();
  rmSync(root, { recursive: true, force: true });
});

/** The home page's form; a second tab of the same browser is already logged in. */
async function openHome(page: Page, { login = true } = {}) {
  if (login) {
    await page.goto("/");
    await page.getByRole("button", { name: "Login" }).click();
  }
  await page.goto("/#/collections/pages/entries/pages-home");
  return page.getByRole("textbox", { name: "Title" }).first();
}
async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

test("the home headline: previewed as typed, saved as one changed line @desktop", async ({
  page,
}) => {
  const title = await openHome(page);
  await title.fill("Plan every project in one calm place");
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
    "Plan every project in one calm place",
  );
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();
  const diff = git("diff", "--unified=0", "--", "content").split("\n");
  expect(diff.filter((line) => /^[-+] /.test(line))).toEqual([
    '-    "title": "Plan, automate and deliver all your work in one place",',
    '+    "title": "Plan every project in one calm place",',
  ]);
});

test("bad edits are refused at the field, keeping what was typed @desktop", async ({ page }) => {
  const title = await openHome(page);
  const tooLong = "A headline that goes on and on well past what the hero of the page can hold";
  await title.fill(`${tooLong} today`);
  const href = page.getByRole("textbox", { name: "Href" }).first();
  await href.fill("/nope");
  await publish(page);
  await expect(
    page.getByText("must be at most 80 characters: longer does not fit the layout"),
  ).toBeVisible();
  await expect(
    page.getByText(
      "must be a page of this site (such as /pricing), a #section or an https:// address",
    ),
  ).toBeVisible();
  await expect(title).toHaveValue(`${tooLong} today`);
  await expect(href).toHaveValue("/nope");
  expect(
    JSON.parse(readFileSync(path.join(root, "content/pages/home.json"), "utf8")).hero.primary.href,
  ).toBe("/pricing");
});

test("two tabs saving the same file: the second is refused @desktop", async ({ page, context }) => {
  const second = await context.newPage();
  const firstTitle = await openHome(page);
  const secondTitle = await openHome(second, { login: false });
  await firstTitle.fill("Saved from the first tab");
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();
  await secondTitle.fill("Saved from the second tab");
  await publish(second);
  await expect(
    second.getByText(/This file was changed elsewhere since you opened it/),
  ).toBeVisible();
  await expect(secondTitle).toHaveValue("Saved from the second tab");
  expect(git("diff", "--", "content")).toContain("Saved from the first tab");
  await second.close();
});

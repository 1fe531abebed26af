import { chromium } from "@playwright/test";

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium-headless-shell",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on("pageerror", (e) => console.log("pageerror:", e.message.slice(0, 500)));
await page.goto("http://127.0.0.1:4799/");
await page.getByRole("button", { name: "Login" }).click();
await page.goto("http://127.0.0.1:4799/#/collections/blog/new");
await page.getByLabel("Title", { exact: true }).fill("Quarterly planning on one board");
await page
  .getByLabel("Description")
  .fill(
    "How a team of twelve plans a quarter on one board, with owners, dates and a review that takes twenty minutes.",
  );
const date = page.getByLabel("Date", { exact: true });
await date.click();
await date.fill("2026-11-27");
await page.keyboard.press("Escape");
await page.getByLabel("Author").click();
await page.keyboard.type("Maya");
await page.keyboard.press("Enter");
await page.getByLabel("Tags").click();
await page.keyboard.type("project-management");
await page.keyboard.press("Enter");
await page.screenshot({ path: "/tmp/shots/b2.png" });
await page.getByRole("button", { name: /choose an image/i }).click();
await page.waitForTimeout(1000);
await page.screenshot({ path: "/tmp/shots/b3.png" });
const inputs = await page.locator('input[type="file"]').count();
console.log("file inputs", inputs);
await page.locator('input[type="file"]').first().setInputFiles("/tmp/quarterly-board.png");
await page.waitForTimeout(1500);
await page.screenshot({ path: "/tmp/shots/b4.png" });
await page.getByRole("button", { name: "Choose selected" }).click();
await page.getByLabel("Alt").fill("A board with the quarter's goals in three columns");
const body = page.locator('[data-slate-editor="true"]').first();
await body.click();
await page.keyboard.type("Start with the goals, then give each one an owner and a date.");
await page.getByRole("button", { name: "Publish" }).click();
await page.getByText("Publish now").click();
await page.waitForTimeout(2500);
await page.screenshot({ path: "/tmp/shots/b5.png" });
const btns = await page
  .getByRole("button")
  .evaluateAll((els) => els.map((e) => e.textContent?.trim()).filter(Boolean));
console.log(btns.join(" | "));
await browser.close();

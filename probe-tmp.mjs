import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: process.env.UA_ARG ? ["--user-agent=Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36"] : [] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36" });
const page = await context.newPage();
page.on("console", (m) => console.log("console", m.type(), m.text()));
page.on("request", (r) => { if (r.url().includes("/rum") || r.url().includes("vitals")) console.log("req", r.method(), r.url(), r.postData()); });
page.on("response", (r) => { if (r.url().includes("/rum")) console.log("res", r.status()); });
await page.goto("http://127.0.0.1:4426/pricing");
await page.waitForFunction(() => performance.getEntriesByName("flowboard:vitals").length > 0 || [...performance.getEntriesByType("resource")].some(e => e.name.includes("vitals-reporter")));
console.log("loaded reporter");
await page.waitForTimeout(500);
const method = process.argv[2];
if (method === "newpage") { const other = await context.newPage(); await other.goto("about:blank"); await other.bringToFront(); }
if (method === "cdp") { const cdp = await context.newCDPSession(page); await cdp.send("Page.setWebLifecycleState", { state: "frozen" }); }
if (method === "minimize") { const cdp = await context.newCDPSession(page); const { windowId } = await cdp.send("Browser.getWindowForTarget"); await cdp.send("Browser.setWindowBounds", { windowId, bounds: { windowState: "minimized" } }); }
if (method === "goto") { await page.goto("about:blank"); }
if (method === "goto-same") { await page.evaluate(() => { const log = (x) => sessionStorage.setItem("log", (sessionStorage.getItem("log") ?? "") + x + ";"); addEventListener("pagehide", (e) => log("pagehide persisted=" + e.persisted + " vis=" + document.visibilityState)); document.addEventListener("visibilitychange", () => log("vis " + document.visibilityState)); const orig = navigator.sendBeacon.bind(navigator); navigator.sendBeacon = (u, b) => { const r = orig(u, b); log("beacon " + r + " " + String(b).length); return r; }; }); }
if (method === "goto-same") { await page.goto("http://127.0.0.1:4426/about"); }
if (method === "emulate") { await page.evaluate(() => { Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" }); Object.defineProperty(document, "hidden", { configurable: true, get: () => true }); document.dispatchEvent(new Event("visibilitychange", { bubbles: true })); }); }
if (method === "goto-same") console.log("log", await page.evaluate(() => sessionStorage.getItem("log")));
console.log("vis", method !== "goto" ? await page.evaluate(() => document.visibilityState) : "n/a");
await page.waitForTimeout(1500);
await browser.close();

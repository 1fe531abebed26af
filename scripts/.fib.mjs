import { chromium } from "@playwright/test";

const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage();
for (const r of process.argv.slice(2)) {
  await p.goto("http://127.0.0.1:4391" + r, { waitUntil: "load" });
  await p.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await p.waitForTimeout(500);
  const out = await p.evaluate(() => {
    const all = [...document.querySelectorAll("body *")];
    const hyd = all.filter((e) => Object.keys(e).some((k) => k.startsWith("__reactFiber")));
    const by = {};
    for (const e of hyd) {
      const top = e.closest("header, footer, main");
      const k = top ? top.tagName : "other";
      by[k] = (by[k] ?? 0) + 1;
    }
    return { total: all.length, hydrated: hyd.length, by };
  });
  console.log(r, JSON.stringify(out));
}
await b.close();

import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { filesUnder } from "/work/main/server/files-under.mjs";

const root = "/work/main/build/client";
const pages = filesUnder(root, { skipFolders: ["assets"] }).filter((f) => f.endsWith(".html"));
const kinds = new Map();
for (const p of pages) {
  const doc = new JSDOM(readFileSync(`${root}/${p}`, "utf8")).window.document;
  for (const el of doc.querySelectorAll(
    "button, summary, [role=button], [tabindex], input, select, textarea, [aria-keyshortcuts]",
  )) {
    const form = el.closest("form");
    const attrs = [...el.attributes]
      .filter((a) => !["class", "style", "d", "viewBox"].includes(a.name))
      .map((a) => `${a.name}=${a.value.slice(0, 30)}`)
      .join(" ");
    const key = `${el.tagName} ${attrs} ${form ? `form[${form.getAttribute("method")} ${form.getAttribute("action")}]` : ""} ${el.closest("[data-hydrate-when]") ? "LIVE" : ""} :: ${el.textContent.trim().slice(0, 30)}`;
    const k = kinds.get(key) ?? [];
    k.push(p);
    kinds.set(key, k);
  }
}
for (const [k, v] of [...kinds].sort()) console.log(v.length, k, v.length < 3 ? v.join(",") : "");

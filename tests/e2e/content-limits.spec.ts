import { buttonLabelLimit, headlineLimits } from "../../app/content/rules";
import { expect, test } from "./fixtures";

/**
 * The longest copy the content files accept still fits the layout (app/content/rules.ts):
 * the home page's hero title, a section heading, a card title and a button label, each
 * filled to its limit with long words, at the narrowest phone the site supports. The page
 * is the built one, so its fonts and styles are the visitor's.
 */

/** Words of `length` characters in all, with long ones among them, like real copy at its limit. */
function copyOf(length: number): string {
  const words = ["Coordination", "of", "cross-functional", "workstreams", "and", "automation"];
  let copy = "";
  for (let index = 0; copy.length < length; index++)
    copy += `${copy ? " " : ""}${words[index % words.length]}`;
  return copy.slice(0, length).trimEnd();
}

test.use({ viewport: { width: 320, height: 700 } });

test("copy at each limit wraps within a 320 px screen @phone", async ({ page }) => {
  await page.goto("/");
  const fills = {
    hero: { selector: "h1", length: headlineLimits.hero },
    section: { selector: "main h2", length: headlineLimits.section },
    card: { selector: "main h3", length: headlineLimits.card },
    button: { selector: "main a[href='/pricing']", length: buttonLabelLimit },
  } as const;
  for (const [kind, { selector, length }] of Object.entries(fills)) {
    const copy = copyOf(length);
    expect(copy.length, kind).toBe(length);
    await page
      .locator(selector)
      .first()
      .evaluate((element, text) => {
        // The element's own text node, so icons and nested markup stay as rendered.
        const node = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE);
        if (node) node.textContent = text;
        else element.textContent = text;
      }, copy);
  }
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return {
      page: document.documentElement.scrollWidth - width,
      clipped: [...document.querySelectorAll("main h1, main h2, main h3, main a")]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.left < 0 || box.right > width);
        })
        .map((element) => element.textContent?.slice(0, 40)),
    };
  });
  expect(overflow).toEqual({ page: 0, clipped: [] });
});

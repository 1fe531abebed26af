// Below the drawing of the page: the words of the form the page does not show as drawn, each
// under its field's label, as they will read. They are words of other moments (the page after
// a form is sent, a pop-up message, a message on a mistake, an email) or of other pages (an
// author's role, a tag's description, a feed's title): an editor sees what was typed, and the
// preview sweep (tests/e2e/editor-preview.spec.ts) tells them apart from the page's own.
import type { FormWord } from "../preview-state.ts";

export const OTHER_MOMENTS_ID = "preview-other-moments";

/** Text as compared: no soft hyphens (the site adds them to long words), one space. */
const plain = (text: string) =>
  text
    .replace(/\u00ad/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** What the page shows: its text, and the words it gives in attributes (alt text, labels). */
function pageWords(): string {
  const attributes = [...document.querySelectorAll("[alt], [aria-label], [title], [placeholder]")]
    .flatMap((element) =>
      ["alt", "aria-label", "title", "placeholder"].map((name) => element.getAttribute(name)),
    )
    .filter(Boolean);
  return plain([document.body.textContent ?? "", ...attributes].join(" \n "));
}

export function showOtherMoments(words: FormWord[]) {
  document.getElementById(OTHER_MOMENTS_ID)?.remove();
  const shown = pageWords();
  const others = words.filter((word) => !shown.includes(plain(word.text)));
  if (!others.length) return;
  const section = document.createElement("section");
  section.id = OTHER_MOMENTS_ID;
  section.setAttribute("aria-labelledby", `${OTHER_MOMENTS_ID}-heading`);
  section.className = "mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8";
  section.style.cssText = "border-top: 4px dashed #b45309; margin-top: 2rem;";
  const heading = document.createElement("h2");
  heading.id = `${OTHER_MOMENTS_ID}-heading`;
  heading.className = "text-xl font-semibold";
  heading.textContent = "Words of this form shown at other moments";
  const lead = document.createElement("p");
  lead.className = "mt-2 text-sm text-muted-foreground";
  lead.textContent =
    "Not on the page as drawn above: after a form is sent, in a pop-up message, on a mistake, in an email or on another page. As they will read.";
  const list = document.createElement("dl");
  list.className = "mt-6 grid gap-4";
  for (const word of others) {
    const item = document.createElement("div");
    const label = document.createElement("dt");
    label.className = "text-sm font-medium text-muted-foreground";
    label.textContent = word.label;
    const text = document.createElement("dd");
    text.className = "mt-1";
    text.textContent = word.text;
    item.append(label, text);
    list.append(item);
  }
  section.append(heading, lead, list);
  // In the page's language and direction: the words are the form's.
  document.body.append(section);
}

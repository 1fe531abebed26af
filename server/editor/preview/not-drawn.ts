// Beside a value the page cannot draw yet, why: the site's components show a value still
// being typed in the editor as it is, marked with the reason (`data-not-drawn`, such as a
// webinar's start that is not a moment yet: app/components/resources/webinar-list.tsx), and
// draw the rest of the page. The form refuses such a value at its field until it is complete;
// the build never lets one through, so visitors' pages hold no mark.

export const NOT_DRAWN_CLASS = "preview-not-drawn";

/** Writes, after each marked value, that it is not drawn yet and why. */
export function showNotDrawn() {
  for (const marked of document.querySelectorAll<HTMLElement>("[data-not-drawn]")) {
    if (marked.nextElementSibling?.classList.contains(NOT_DRAWN_CLASS)) continue;
    const note = document.createElement("span");
    note.className = `${NOT_DRAWN_CLASS} ms-2 rounded-sm px-1 text-xs font-medium`;
    note.style.cssText = "background: #fef3c7; color: #78350f;";
    note.setAttribute("role", "note");
    // The editor's own words, in English as the rest of the editor's; the value is the form's.
    note.lang = "en";
    note.dir = "ltr";
    note.textContent = `Not drawn yet: ${marked.dataset.notDrawn}. Saving refuses it until it is.`;
    marked.after(note);
  }
}

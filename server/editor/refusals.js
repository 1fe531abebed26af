// What the editor page shows when a save is refused (loaded by editor-page.js):
// - the backend's refusals (422, server/editor/problems.ts) under the box each concerns, found
//   by Decap's field ids ("monthlyPrice-field-24": the field's name, then a counter) and its
//   list items, kept there until that box changes, even when Decap draws the form again;
// - a notice that stays, saying in plain words why nothing was saved, where Decap's own
//   toast said "API_ERROR", "Oops, you've missed a required field", or nothing at all;
// - Decap's own field messages in the words of the README's table ("This field is required",
//   the rule alone rather than "Title didn't match the pattern: …").

const CONTROL = '[aria-label$=" field"]';
const LIST_ITEM = '[class*="SortableListItem"]';
/** Decap's list of a field's own errors (the emotion label of decap-cms-core's ControlErrorsList). */
const DECAP_ERRORS = '[class*="ControlErrorsList"] li';

/** Decap's English phrases with the ones a refusal shows in the README's words. */
export function plainPhrases(english) {
  const phrases = structuredClone(english);
  const widget = phrases.editor.editorControlPane.widget;
  widget.required = "This field is required";
  widget.regexPattern = "%{pattern}";
  phrases.ui.toast.onFailToPersist = "%{details}";
  phrases.ui.toast.missingRequiredField =
    "Not saved. A field needs a change: see the message under it";
  return phrases;
}

const parentControl = (element) => element.parentElement?.closest(CONTROL) ?? null;

/** The items of a list control, in order. */
function itemsOf(list) {
  return [...list.querySelectorAll(LIST_ITEM)].filter((item) => parentControl(item) === list);
}

/**
 * The control of the field at `path` (["plans", 1, "monthlyPrice"]) in the open form, or the
 * nearest drawn control on the way when a list item is folded.
 */
export function controlAt(path, root = document) {
  let scope = root;
  let container = null;
  let found = null;
  for (const part of path) {
    if (typeof part === "number") {
      if (!container) break;
      const item = itemsOf(container)[part];
      if (!item) break;
      scope = item;
      found = [...item.querySelectorAll(CONTROL)].find((c) => parentControl(c) === container);
      found ??= item;
      continue;
    }
    const label = [...scope.querySelectorAll(`label[for^="${CSS.escape(part)}-field-"]`)].find(
      (candidate) => {
        const control = candidate.closest(CONTROL);
        return control && parentControl(control) === container;
      },
    );
    if (!label) break;
    container = label.closest(CONTROL);
    scope = container;
    found = container;
  }
  return found;
}

/** The refusals shown now: a field's path (as JSON) -> its message and where it is drawn. */
const shown = new Map();
let notice;

function showNotice(text) {
  if (!notice) {
    notice = document.createElement("div");
    notice.className = "flowboard-notice";
    notice.setAttribute("role", "alert");
    const words = document.createElement("p");
    const close = document.createElement("button");
    close.type = "button";
    close.textContent = "Close";
    close.addEventListener("click", () => notice.remove());
    notice.append(words, close);
  }
  notice.firstChild.textContent = text;
  if (!notice.isConnected) document.body.append(notice);
}

function hideNotice() {
  notice?.remove();
}

function forget(key) {
  const refusal = shown.get(key);
  if (!refusal) return;
  refusal.note.remove();
  refusal.box?.removeAttribute("aria-invalid");
  refusal.box?.removeAttribute("aria-describedby");
  shown.delete(key);
  if (!shown.size) hideNotice();
}

let counter = 0;
/** Draws a refusal under its field's control (again, when Decap drew the form anew). */
function place(key) {
  const refusal = shown.get(key);
  const control = controlAt(refusal.field);
  if (!control || refusal.note.parentElement === control) return;
  control.append(refusal.note);
  const box = control.querySelector("input, textarea, [contenteditable='true']");
  if (box && parentControl(box) === control) {
    box.setAttribute("aria-invalid", "true");
    box.setAttribute("aria-describedby", refusal.note.id);
  }
  refusal.box = box;
  // The message stays until the editor changes that box (or anything in that group).
  const changed = (event) => {
    if (!control.contains(event.target)) return;
    forget(key);
    for (const type of ["beforeinput", "input", "change"])
      control.removeEventListener(type, changed, { capture: true });
  };
  // Rich editors (the Markdown box) take keys through beforeinput and may send no input.
  for (const type of ["beforeinput", "input", "change"])
    control.addEventListener(type, changed, { capture: true });
}

/** Shows a refused save: each problem under its field, and the summary in the notice. */
export function showRefusal({ error, fields = [] }) {
  for (const key of [...shown.keys()]) forget(key);
  for (const { field, message } of fields) {
    const key = JSON.stringify(field);
    const note = document.createElement("p");
    note.className = "flowboard-refusal";
    note.id = `flowboard-refusal-${++counter}`;
    note.textContent = message;
    const earlier = shown.get(key);
    if (earlier) earlier.note.textContent += ` ${message}`;
    else shown.set(key, { field, note });
  }
  for (const key of shown.keys()) place(key);
  showNotice(error);
}

/** Clears every refusal: a save went through, or another entry was opened. */
export function clearRefusals() {
  for (const key of [...shown.keys()]) forget(key);
  hideNotice();
}

/** The labels and messages of the fields Decap itself refused, as one sentence. */
function decapRefusals() {
  return [...document.querySelectorAll(DECAP_ERRORS)].map((item) => {
    const label = item
      .closest(CONTROL)
      ?.querySelector("label")
      ?.textContent.replace(/\s*\(optional\)$/, "");
    return label ? `${label}: ${item.textContent}` : item.textContent;
  });
}

/**
 * Watches the page: a refused field drawn anew gets its message back, and a press of
 * Publish that Decap stopped at its own field rules gets a notice saying which.
 */
export function watchRefusals() {
  new MutationObserver(() => {
    for (const key of shown.keys()) place(key);
  }).observe(document.body, { childList: true, subtree: true });
  window.addEventListener("hashchange", clearRefusals);
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target.closest?.('button, [role="menuitem"]');
      if (!button || !/^Publish now$/.test(button.textContent.trim())) return;
      // Decap checks its own rules as it starts saving: when it stops there, it says nothing
      // (or that a required field is missing, while the field is too long).
      setTimeout(() => {
        const refused = decapRefusals();
        if (refused.length) showNotice(`Not saved. ${refused.join(". ")}`);
      }, 300);
    },
    { capture: true },
  );
}

/** A text of Decap's that names its protocol ("API_ERROR: …"): the words after it. */
export function withoutProtocol(text) {
  return text.replace(/\bAPI_ERROR: /g, "");
}

/** Takes the protocol's name out of any text Decap shows (its toasts pass errors through). */
export function plainToasts() {
  const mend = (node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.data.includes("API_ERROR")) node.data = withoutProtocol(node.data);
      return;
    }
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode())
      if (text.data.includes("API_ERROR")) text.data = withoutProtocol(text.data);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "characterData") mend(record.target);
      for (const node of record.addedNodes) mend(node);
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** The styles of the messages and the notice, in Decap's own error colour. */
export const refusalStyles = `
.flowboard-refusal { color: #d60032; font-size: 13px; font-weight: 600; margin: 8px 0 0; }
.flowboard-notice { position: fixed; z-index: 400; bottom: 24px; right: 24px;
  max-width: min(640px, 90vw); display: flex; gap: 16px; align-items: start; padding: 12px 16px;
  background: #fff; color: #1e2532; border: 2px solid #d60032; border-radius: 5px;
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.2); font-size: 14px; }
.flowboard-notice p { margin: 0; }
.flowboard-notice button { font: inherit; background: none; border: 1px solid #1e2532; border-radius: 3px; cursor: pointer; }
`;

// The editor page's spell check at a field (served by spelling-route.ts): as an editor types
// in a text field, a moment after the last key, the field's text is sent to the editor's own
// server, which answers the words the content check would refuse; they are named under the
// field, in words (not only a color), and read out politely by a screen reader. A warning
// only: the save goes ahead, and the content check (`npm test`) refuses what is still wrong.
// Kept apart from editor-page.js: it adds to Decap's form and changes nothing of it.
//
// Two kinds of box: a text field, which Decap names `<name>-field-<n>`, and an article's
// Markdown text (raw or rich), a contenteditable without an id, named by its control's label
// (`label[for="body-field-<n>"]`) and read as its text.
const PAUSE_MS = 400;
/** Decap names a field's box `<name>-field-<n>`. */
const FIELD_ID = /^(.+)-field-\d+$/;
/** A field's control, as Decap labels it ("string field", "markdown field"). */
const CONTROL = '[aria-label$=" field"]';
const RICH = '[contenteditable="true"][data-slate-editor="true"]';
const timers = new WeakMap();

/** The form on show: a file's entry, an article (its slug), or a new article. */
function openForm() {
  const hash = decodeURIComponent(location.hash);
  const entry = /^#\/collections\/([^/]+)\/entries\/([^/?]+)/.exec(hash);
  if (entry) return { collection: entry[1], entry: entry[2] };
  const fresh = /^#\/collections\/([^/]+)\/new/.exec(hash);
  return fresh ? { collection: fresh[1], entry: fresh[1] } : null;
}

/**
 * What is checked of a box: its field's name, its id (the hint's is this with "-spelling"),
 * its text now, and where the hint goes. Null for a box that is not one of a field's words.
 */
function fieldOf(box) {
  if (
    ((box instanceof HTMLInputElement && box.type === "text") ||
      box instanceof HTMLTextAreaElement) &&
    FIELD_ID.test(box.id)
  )
    return {
      box,
      id: box.id,
      name: FIELD_ID.exec(box.id)[1],
      text: () => box.value,
      place: (hint) => box.insertAdjacentElement("afterend", hint),
    };
  const rich = box instanceof Element ? box.closest(RICH) : null;
  const control = rich?.closest(CONTROL);
  const label = control?.querySelector("label[for]");
  const id = label?.htmlFor;
  if (!rich || !id || !FIELD_ID.test(id)) return null;
  return {
    box: rich,
    id,
    name: FIELD_ID.exec(id)[1],
    // A line of the raw mode is a block of its own (a paragraph, of the rich mode); Slate
    // marks an empty one with U+FEFF.
    text: () =>
      [...rich.querySelectorAll(':scope > [data-slate-node="element"]')]
        .map((block) => block.textContent)
        .join("\n")
        .replace(/\uFEFF/g, ""),
    place: (hint) => control.append(hint),
  };
}

const hintId = (field) => `${field.id}-spelling`;

function linkHint(field, on) {
  const { box } = field;
  const ids = (box.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  const others = ids.filter((id) => id !== hintId(field));
  const next = on ? [...others, hintId(field)] : others;
  if (next.length) box.setAttribute("aria-describedby", next.join(" "));
  else box.removeAttribute("aria-describedby");
}

function show(field, words) {
  let hint = document.getElementById(hintId(field));
  if (words.length === 0) {
    hint?.remove();
    linkHint(field, false);
    return;
  }
  if (!hint) {
    hint = document.createElement("p");
    hint.id = hintId(field);
    hint.className = "spelling-hint";
    hint.setAttribute("role", "status");
    hint.style.cssText =
      "margin:6px 0 0;padding:6px 10px;border-left:4px solid #b45309;background:#fffbeb;color:#78350f;font-size:14px;line-height:1.4";
    field.place(hint);
  }
  hint.textContent = `Spelling: ${words.map((word) => word.message).join(" ")}`;
  linkHint(field, true);
}

async function check(field) {
  const form = openForm();
  if (!form) return;
  const text = field.text();
  try {
    const response = await fetch("/editor/spelling", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...form, field: field.name, text }),
    });
    if (!response.ok) return;
    const { words } = await response.json();
    // A later key has its own check coming.
    if (field.box.isConnected && field.text() === text) show(field, words);
  } catch {
    // The editor's server stopped: the content check still runs before anything ships.
  }
}

function typed(event) {
  const field = fieldOf(event.target);
  if (!field) return;
  clearTimeout(timers.get(field.box));
  timers.set(
    field.box,
    setTimeout(() => check(field), PAUSE_MS),
  );
}
// The Markdown box takes keys through beforeinput (Slate draws the change itself) and may
// send no input event; a paste or a cut comes as its own event.
for (const type of ["input", "beforeinput", "paste", "cut", "drop"])
  document.addEventListener(type, typed, true);

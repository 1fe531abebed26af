// The editor page's spell check at a field (served by spelling-route.ts): as an editor types
// in a text field, a moment after the last key, the field's text is sent to the editor's own
// server, which answers the words the content check would refuse; they are named under the
// field, in words (not only a color), and read out politely by a screen reader. A warning
// only: the save goes ahead, and the content check (`npm test`) refuses what is still wrong.
// Kept apart from editor-page.js: it adds to Decap's form and changes nothing of it.
const PAUSE_MS = 400;
/** Decap names a field's box `<name>-field-<n>`. */
const FIELD_ID = /^(.+)-field-\d+$/;
const timers = new WeakMap();

/** The form on show: a file's entry, an article (its slug), or a new article. */
function openForm() {
  const hash = decodeURIComponent(location.hash);
  const entry = /^#\/collections\/([^/]+)\/entries\/([^/?]+)/.exec(hash);
  if (entry) return { collection: entry[1], entry: entry[2] };
  const fresh = /^#\/collections\/([^/]+)\/new/.exec(hash);
  return fresh ? { collection: fresh[1], entry: fresh[1] } : null;
}

const hintId = (box) => `${box.id}-spelling`;

function linkHint(box, on) {
  const ids = (box.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  const others = ids.filter((id) => id !== hintId(box));
  const next = on ? [...others, hintId(box)] : others;
  if (next.length) box.setAttribute("aria-describedby", next.join(" "));
  else box.removeAttribute("aria-describedby");
}

function show(box, words) {
  let hint = document.getElementById(hintId(box));
  if (words.length === 0) {
    hint?.remove();
    linkHint(box, false);
    return;
  }
  if (!hint) {
    hint = document.createElement("p");
    hint.id = hintId(box);
    hint.className = "spelling-hint";
    hint.setAttribute("role", "status");
    hint.style.cssText =
      "margin:6px 0 0;padding:6px 10px;border-left:4px solid #b45309;background:#fffbeb;color:#78350f;font-size:14px;line-height:1.4";
    box.insertAdjacentElement("afterend", hint);
  }
  hint.textContent = `Spelling: ${words.map((word) => word.message).join(" ")}`;
  linkHint(box, true);
}

async function check(box) {
  const form = openForm();
  const field = FIELD_ID.exec(box.id)?.[1];
  if (!form || !field) return;
  const text = box.value;
  try {
    const response = await fetch("/editor/spelling", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...form, field, text }),
    });
    if (!response.ok) return;
    const { words } = await response.json();
    // A later key has its own check coming.
    if (box.value === text && box.isConnected) show(box, words);
  } catch {
    // The editor's server stopped: the content check still runs before anything ships.
  }
}

document.addEventListener(
  "input",
  (event) => {
    const box = event.target;
    const typed =
      (box instanceof HTMLInputElement && box.type === "text") ||
      box instanceof HTMLTextAreaElement;
    if (!typed || !FIELD_ID.test(box.id)) return;
    clearTimeout(timers.get(box));
    timers.set(
      box,
      setTimeout(() => check(box), PAUSE_MS),
    );
  },
  true,
);

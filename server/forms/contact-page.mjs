import {
  contactFormClasses,
  contactFormDom,
  errorId,
  fieldId,
} from "../../app/content/contact-request.js";

/** Text made safe for HTML, in element content and in quoted attribute values alike. */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const TOKEN_ID = "contact-form-token";
const startTag = (tag, id) => new RegExp(`<${tag}\\b[^>]*\\sid="${id}"[^>]*>`, "g");
const singleMatch = (html, pattern, what) => {
  const found = html.match(pattern) ?? [];
  if (found.length !== 1)
    throw new Error(
      `The prerendered contact page has ${found.length} ${what}, expected one: the form's markup changed; update server/forms/contact-page.mjs.`,
    );
};

/** A start tag with `attributes` set (replacing any of the same names). */
function withAttributes(tag, attributes) {
  let result = tag;
  for (const [name, value] of Object.entries(attributes)) {
    result = result.replace(new RegExp(`\\s${name}(="[^"]*")?(?=[\\s/>])`), "");
    const attribute = value === true ? ` ${name}=""` : ` ${name}="${escapeHtml(value)}"`;
    result = result.replace(/\s*(\/?)>$/, `${attribute}$1>`);
  }
  return result;
}

/**
 * The contact page as the server sends it, made from the prerendered HTML by a few exact,
 * escaped edits found by element id (checked when the server starts):
 * - `fillToken`: the page for a GET, with this render's token and the subject the address
 *   names; the same markup React renders, so it hydrates as usual;
 * - `fillAnswers`: the page after a refused post without JavaScript, with every value the
 *   visitor typed, each error next to its field and a notice on top. It carries no
 *   scripts: the address is the form's post target, which the app's router would not
 *   render as the contact page, and the form works without them.
 * `fields` are the page's language's (`contactFieldsIn`: a Japanese page's two name fields).
 */
export function createContactPage(html, fields = contactFormDom.fields) {
  singleMatch(html, startTag("form", contactFormDom.formId), "contact forms");
  singleMatch(html, startTag("input", TOKEN_ID), "token fields");
  for (const name of fields) {
    const tag = name === "subject" ? "select" : name === "message" ? "textarea" : "input";
    singleMatch(html, startTag(tag, fieldId(name)), `fields #${fieldId(name)}`);
  }
  singleMatch(html, /<textarea\b[^>]*>[^<]*<\/textarea>/g, "text areas");

  function setToken(page, token) {
    return page.replace(startTag("input", TOKEN_ID), (tag) =>
      withAttributes(tag, { value: token }),
    );
  }

  function setSubject(page, subject) {
    return page.replace(
      new RegExp(`(${startTag("select", fieldId("subject")).source})([\\s\\S]*?)(</select>)`),
      (_all, open, options, close) => {
        const cleared = options.replace(/\sselected=""/g, "");
        const chosen = cleared.replace(
          new RegExp(`<option value="${escapeRegExp(escapeHtml(subject))}"`),
          (option) => `${option} selected=""`,
        );
        return `${open}${chosen === cleared ? options : chosen}${close}`;
      },
    );
  }

  return {
    fillToken({ token, subject }) {
      const page = setToken(html, token);
      return subject ? setSubject(page, subject) : page;
    },

    fillAnswers({ token, values = {}, errors = {}, notice }) {
      let page = withoutScripts(setToken(html, token));
      if (typeof values.subject === "string") page = setSubject(page, values.subject);
      const firstInvalid = fields.find((name) => errors[name]);
      for (const name of fields) {
        const value = typeof values[name] === "string" ? values[name] : "";
        const error = errors[name];
        const marks = error
          ? {
              "aria-invalid": "true",
              "aria-describedby": errorId(name),
              ...(name === firstInvalid ? { autofocus: true } : {}),
            }
          : {};
        const message = error
          ? `<p id="${errorId(name)}" class="${contactFormClasses.fieldError}">${escapeHtml(error)}</p>`
          : "";
        if (name === "message") {
          page = page.replace(
            new RegExp(`(${startTag("textarea", fieldId(name)).source})[^<]*</textarea>`),
            // The parser drops one newline right after <textarea>: keep the visitor's own.
            (_all, open) =>
              `${withAttributes(open, marks)}\n${escapeHtml(value)}</textarea>${message}`,
          );
        } else if (name === "subject") {
          page = page.replace(
            new RegExp(`(${startTag("select", fieldId(name)).source})([\\s\\S]*?</select>)`),
            (_all, open, rest) => `${withAttributes(open, marks)}${rest}${message}`,
          );
        } else {
          page = page.replace(
            startTag("input", fieldId(name)),
            (tag) => `${withAttributes(tag, { value, ...marks })}${message}`,
          );
        }
      }
      if (notice)
        page = page.replace(
          startTag("form", contactFormDom.formId),
          (tag) =>
            `${tag}<p id="${contactFormDom.statusId}" role="alert" class="${contactFormClasses.notice}">${escapeHtml(notice)}</p>`,
        );
      return page;
    },
  };
}

/** The page without the app's scripts (inline data scripts included) and their preloads. */
function withoutScripts(page) {
  return page
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (script) =>
      /type="application\/ld\+json"/.test(script) ? script : "",
    )
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

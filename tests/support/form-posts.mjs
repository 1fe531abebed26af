// Posting the contact form from tests: a token from the server, a valid request to vary,
// and a post over a real socket with the body and headers exactly as given.
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export const FORM_TYPE = "application/x-www-form-urlencoded";

/** A request the form accepts; tests change one thing at a time. */
export const validRequest = (overrides = {}) => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  phone: "+44 20 7946 0000",
  subject: "demo",
  message: "We would like a demo for our operations team of 40.",
  ...overrides,
});

/** `application/x-www-form-urlencoded` of a record; an array value repeats its field. */
export function encodeForm(fields) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  return params.toString();
}

/** A fresh signed token, as the page's script asks for one. */
export async function fetchToken(port) {
  const answer = await send(port, {
    method: "GET",
    path: "/contact/send?token",
    headers: { accept: "application/json" },
  });
  if (answer.status !== 200) throw new Error(`no token: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text).formToken;
}

/**
 * POST /contact/send with `body` (a string, sent as is, or a record, encoded) and headers.
 * Resolves to `{ status, headers, text }`, the body decompressed.
 */
export function postForm(port, body, { headers = {}, path = "/contact/send" } = {}) {
  const payload = typeof body === "string" ? body : encodeForm(body);
  return send(port, {
    method: "POST",
    path,
    headers: { "content-type": FORM_TYPE, ...headers },
    body: payload,
  });
}

function send(port, { method, path, headers, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method, headers, agent: false },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const decoded =
            encoding === "br"
              ? brotliDecompressSync(raw)
              : encoding === "gzip"
                ? gunzipSync(raw)
                : raw;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: decoded.toString("utf8"),
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

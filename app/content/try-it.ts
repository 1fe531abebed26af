/** The words of the "Try it" panels on the API reference (docs/decisions/012). */
export const tryItCopy = {
  intro: (method: string, url: string) =>
    `Sends ${method} ${url} to the sandbox on this site's server: items and tasks of your own, kept for your sandbox key and gone 30 minutes after its last request.`,
  keyLabel: "Sandbox key",
  keyHint: "Any text of 8 to 64 letters, digits, _ or - works; leave it empty to see a 401.",
  bodyLabel: "Request body (JSON)",
  send: "Send request",
  sending: "Sending…",
  status: "Status",
  error: "Error, as the site's fetcher reports it",
  headers: "Response headers",
  body: "Response body",
  noBody: "No body.",
  unavailable:
    "The sandbox needs the site's Node server (npm start), which answers at /sandbox. This copy of the site is served as static files, so nothing answered the request.",
};

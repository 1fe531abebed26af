import { addAccount } from "../../server/admin/accounts.mjs";
import { SCRYPT } from "../../server/admin/passwords.mjs";
import { buildServer } from "../../server/app.mjs";
import { contactFormHtml } from "./contact-fixture.mjs";
import { openTestPglite } from "./databases.mjs";
import { makeFixtureBuild, ORIGIN, pageHtml } from "./fixture-build.mjs";

// The analytics' server for Node tests: a fixture build with the pages beacons name and the
// admin shell, a real database, accounts logged in, and beacons as the reporter sends them.

export const HOST = "flowboard.example";
export const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
export const SAME_ORIGIN = {
  host: HOST,
  origin: `https://${HOST}`,
  "sec-fetch-site": "same-origin",
};
const page = (title, route) =>
  pageHtml({ title, canonical: `${ORIGIN}${route}`, route, noindex: false });
const adminShell =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Leads | Flowboard team inbox</title><link rel="stylesheet" href="/assets/root-AbC123.css"/></head><body><main>Loading the team inbox</main></body></html>';

/**
 * A server over a fresh PGlite and a fixture build, with `accounts` (`[{ email, password,
 * role }]`) logged in. Resolves to `{ app, database, cookies, beacon, view, close }`:
 * `cookies[email]` is the session cookie of that account.
 */
export async function analyticsServer({ accounts = [] } = {}) {
  const fixture = await makeFixtureBuild({
    extraFiles: {
      "pricing/index.html": page("Pricing", "/pricing"),
      "contact/index.html": page("Contact", "/contact").replace(
        "<main>",
        `<main>${contactFormHtml()}`,
      ),
      "admin/index.html": adminShell,
    },
  });
  const database = await openTestPglite();
  const app = buildServer({
    root: fixture.clientDir,
    database,
    analytics: { flushIntervalMs: 60_000, eventsPerMinute: 1000 },
  });
  await app.ready();
  const cookies = {};
  for (const { email, password, role } of accounts) {
    // A cheap hash: the login is not what these tests test, and scrypt costs seconds here.
    await addAccount(database.db, email, password, { ...SCRYPT, N: 2 ** 10 }, { role });
    const login = await app.inject({
      method: "POST",
      url: "/admin/login",
      headers: { ...SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email, password }).toString(),
    });
    cookies[email] = String(login.headers["set-cookie"]).split(";")[0];
  }
  const beacon = (body, { address = "198.51.100.7", agent = CHROME } = {}) =>
    app.inject({
      method: "POST",
      url: "/rum/event",
      headers: { ...SAME_ORIGIN, "content-type": "text/plain", "user-agent": agent },
      payload: JSON.stringify(body),
      remoteAddress: address,
    });
  const view = (path, extra = {}) => ({ n: "view", u: `https://${HOST}${path}`, ...extra });
  async function close() {
    await app.close();
    await database.close();
    await fixture.cleanup();
  }
  return { app, database, cookies, beacon, view, close };
}

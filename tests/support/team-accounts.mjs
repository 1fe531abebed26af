import { expect } from "vitest";
import { addAccount } from "../../server/admin/accounts.mjs";
import { SCRYPT } from "../../server/admin/passwords.mjs";

// The team's accounts for the Node tests of the admin's pages (publishing, reviews, previews,
// the live editor): one account per role, and a login as the browser's form sends it.

export const TEAM_PASSWORD = "correct horse battery staple";
/** A cheap hash: the login is not what these tests test, and scrypt costs seconds here. */
export const CHEAP_HASHING = { ...SCRYPT, N: 2 ** 10 };
/** The admin's page shell of a fixture build, for the pages drawn in the browser. */
export const ADMIN_SHELL =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Team inbox</title></head><body><main></main></body></html>';

/** "editor@flowboard.example": the account of a role. */
export const emailOf = (role) => `${role}@flowboard.example`;

/** An account for each of `roles`, named after it, with the team's password. */
export async function addTeam(db, roles) {
  for (const role of roles)
    await addAccount(db, emailOf(role), TEAM_PASSWORD, CHEAP_HASHING, { role });
}

/**
 * Logs `email` in on `app` from `remoteAddress` (each login its own address, under the
 * lockout's limit), with `sameOrigin` the site's same-origin headers; resolves to the
 * session's cookie ("flowboard_admin=…").
 */
export async function logIn(app, { email, sameOrigin, remoteAddress }) {
  const response = await app.inject({
    method: "POST",
    url: "/admin/login",
    headers: {
      ...sameOrigin,
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    payload: new URLSearchParams({ email, password: TEAM_PASSWORD }).toString(),
    remoteAddress,
  });
  expect(response.statusCode, email).toBe(200);
  const header = response.headers["set-cookie"];
  return String(Array.isArray(header) ? header[0] : header).split(";")[0];
}

import { hashPassword, passwordProblem, SCRYPT } from "./passwords.mjs";
import { DEFAULT_ROLE, isRole, ROLES } from "./roles.mjs";

/**
 * The team's accounts (`npm run admin -- add|reset|remove|role|list`). Every function runs one
 * statement at a time, so the commands work through the relay while the server holds the
 * database. A password arrives here only to be hashed.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const normalizeEmail = (email) =>
  String(email ?? "")
    .trim()
    .toLowerCase();

export class AccountError extends Error {}

function checkedEmail(email) {
  const normalized = normalizeEmail(email);
  if (!EMAIL.test(normalized) || normalized.length > 254)
    throw new AccountError(`"${email}" is not an email address.`);
  return normalized;
}

function checkedPassword(password) {
  const problem = passwordProblem(password);
  if (problem) throw new AccountError(problem);
  return password;
}

/** A member's name as it shows on their work: one line of 1 to 100 characters, or none. */
function checkedName(name) {
  if (name === undefined || name === null) return null;
  const trimmed = String(name).trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (!trimmed || trimmed.length > 100 || /[\u0000-\u001f\u007f<>]/.test(trimmed))
    throw new AccountError("A name is one line of 1 to 100 characters, without < or >.");
  return trimmed;
}

function checkedRole(role) {
  if (!isRole(role))
    throw new AccountError(`"${role}" is not a role: use one of ${ROLES.join(", ")}.`);
  return role;
}

export async function findAccount(db, email) {
  return db
    .selectFrom("admin_account")
    .select(["id", "email", "password_hash", "role"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
}

/**
 * A new account with `role` (roles.mjs; viewer unless named) and `name` (optional). `hashing` is scrypt's cost
 * (passwords.mjs SCRYPT, the default): tests that log in many times pass a cheaper one,
 * which the stored hash carries to every check.
 */
export async function addAccount(
  db,
  email,
  password,
  hashing = SCRYPT,
  { role = DEFAULT_ROLE, name } = {},
) {
  const address = checkedEmail(email);
  checkedRole(role);
  const shownName = checkedName(name);
  const hash = await hashPassword(checkedPassword(password), hashing);
  const inserted = await db
    .insertInto("admin_account")
    .values({ email: address, password_hash: hash, role, name: shownName })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted)
    throw new AccountError(`${address} already has an account: use reset to change its password.`);
  return { id: inserted.id, email: address, role, name: shownName };
}

/** A new name for the account (how its work is signed), or none with null. */
export async function setName(db, email, name) {
  const address = checkedEmail(email);
  const shownName = name === null ? null : checkedName(name);
  const updated = await db
    .updateTable("admin_account")
    .set({ name: shownName })
    .where("email", "=", address)
    .returning("id")
    .executeTakeFirst();
  if (!updated) throw new AccountError(`No account for ${address}.`);
  return { id: updated.id, email: address, name: shownName };
}

/**
 * A new role for the account. Its sessions stay: every request reads the role from the
 * account, so the next one is answered with the new role.
 */
export async function setRole(db, email, role) {
  const address = checkedEmail(email);
  checkedRole(role);
  const updated = await db
    .updateTable("admin_account")
    .set({ role })
    .where("email", "=", address)
    .returning("id")
    .executeTakeFirst();
  if (!updated) throw new AccountError(`No account for ${address}.`);
  return { id: updated.id, email: address, role };
}

/** A new password; the account's sessions end, so a leaked one stops working too. */
export async function resetPassword(db, email, password) {
  const address = checkedEmail(email);
  const hash = await hashPassword(checkedPassword(password));
  const updated = await db
    .updateTable("admin_account")
    .set({ password_hash: hash, password_changed_at: new Date() })
    .where("email", "=", address)
    .returning("id")
    .executeTakeFirst();
  if (!updated) throw new AccountError(`No account for ${address}.`);
  await db.deleteFrom("admin_session").where("account_id", "=", updated.id).execute();
  return { id: updated.id, email: address };
}

/** Removes the account; its sessions go with it (on delete cascade), so it is logged out. */
export async function removeAccount(db, email) {
  const address = normalizeEmail(email);
  const removed = await db
    .deleteFrom("admin_account")
    .where("email", "=", address)
    .returning("id")
    .executeTakeFirst();
  if (!removed) throw new AccountError(`No account for ${address}.`);
  return { email: address };
}

export async function listAccounts(db) {
  return db
    .selectFrom("admin_account")
    .select(["email", "role", "name", "created_at"])
    .orderBy("email")
    .execute();
}

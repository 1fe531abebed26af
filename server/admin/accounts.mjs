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
 * A new account with `role` (roles.mjs; viewer unless named). `hashing` is scrypt's cost
 * (passwords.mjs SCRYPT, the default): tests that log in many times pass a cheaper one,
 * which the stored hash carries to every check.
 */
export async function addAccount(
  db,
  email,
  password,
  hashing = SCRYPT,
  { role = DEFAULT_ROLE } = {},
) {
  const address = checkedEmail(email);
  checkedRole(role);
  const hash = await hashPassword(checkedPassword(password), hashing);
  const inserted = await db
    .insertInto("admin_account")
    .values({ email: address, password_hash: hash, role })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted)
    throw new AccountError(`${address} already has an account: use reset to change its password.`);
  return { id: inserted.id, email: address, role };
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
    .select(["email", "role", "created_at"])
    .orderBy("email")
    .execute();
}

// `npm run admin -- <command>`: the team's accounts for /admin.
//
//   add <email> [--role=ROLE]   create an account (viewer unless --role names another)
//   add … --name="Lin Okafor"   the name a member's work (a commit) is signed with
//   role <email> --role=ROLE    change the account's role (from its next request)
//   name <email> --name=NAME    change the name (--name= for none: the address is used)
//   reset <email>               set a new password (the account's sessions end)
//   remove <email>              delete the account (its sessions end at once)
//   list                        the accounts, their roles, names and when each was made
//
// Roles (server/admin/roles.mjs), each holding the ones before it: viewer (the inbox and
// analytics), editor (edits and submits content at /admin/edit), publisher (also reviews,
// publishes and rolls back), admin (also manages accounts and reads the audit log).
//
// The password is read from the terminal with echo off (typed twice), or from
// ADMIN_PASSWORD for scripts; it is never printed, logged or stored in clear. Works
// while the server runs: the commands reach its database through the relay, one
// statement at a time. DATABASE_URL and DATA_DIR choose the database, as for the server.
import {
  AccountError,
  addAccount,
  listAccounts,
  removeAccount,
  resetPassword,
  setName,
  setRole,
} from "../server/admin/accounts.mjs";
import { MIN_PASSWORD_LENGTH } from "../server/admin/passwords.mjs";
import { DEFAULT_ROLE, isRole, ROLES } from "../server/admin/roles.mjs";
import { openDatabase } from "../server/db/database.mjs";

const USAGE = `Usage: npm run admin -- <command>
  add <email> [--role=ROLE]   create an account for /admin (password typed, or
                              ADMIN_PASSWORD); the role is ${DEFAULT_ROLE} unless named
  role <email> --role=ROLE    change the account's role
  name <email> --name=NAME    the name its work is signed with (add takes --name too)
  reset <email>               set a new password; the account's sessions end
  remove <email>              delete the account; its sessions end
  list                        the accounts and their roles
Roles, each holding the ones before it: ${ROLES.join(", ")}.`;

/** Reads one line per prompt from the terminal, without echoing what is typed. */
function askHidden(prompts) {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    const lines = [];
    let value = "";
    process.stderr.write(prompts[0]);
    input.setRawMode(true);
    input.setEncoding("utf8");
    input.resume();
    const finish = (error) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      if (error) reject(error);
      else resolve(lines);
    };
    function onData(chunk) {
      for (const char of chunk) {
        if (char === "\u0003" || char === "\u0004") {
          process.stderr.write("\n");
          return finish(new AccountError("Cancelled."));
        }
        if (char === "\r" || char === "\n") {
          lines.push(value);
          value = "";
          process.stderr.write("\n");
          if (lines.length === prompts.length) return finish();
          process.stderr.write(prompts[lines.length]);
        } else if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value += char;
      }
    }
    input.on("data", onData);
  });
}

async function newPassword() {
  const fromEnvironment = process.env.ADMIN_PASSWORD;
  if (fromEnvironment !== undefined) return fromEnvironment;
  if (!process.stdin.isTTY)
    throw new AccountError(
      "No terminal to type the password in: set ADMIN_PASSWORD for scripts (it is hashed, never stored).",
    );
  const [first, second] = await askHidden([
    `New password (at least ${MIN_PASSWORD_LENGTH} characters): `,
    "The same password again: ",
  ]);
  if (first !== second) throw new AccountError("The two passwords differ; nothing was changed.");
  return first;
}

/** The arguments without their --role=… and --name=… options, and the values they give. */
function options(args) {
  const given = {};
  const rest = [];
  for (const arg of args) {
    const match = /^--(role|name)(?:=(.*))?$/s.exec(arg);
    if (!match) rest.push(arg);
    else if (given[match[1]] !== undefined) throw new UsageError(`Name --${match[1]} once.`);
    else given[match[1]] = match[2] ?? "";
  }
  return { rest, ...given };
}

class UsageError extends Error {}

async function run(args) {
  const { rest: positional, role, name } = options(args);
  const [command, email, ...rest] = positional;
  const needsEmail = ["add", "reset", "remove", "role", "name"].includes(command);
  if (!command || !(needsEmail || command === "list") || (needsEmail && !email) || rest.length)
    throw new UsageError(USAGE);
  if (role !== undefined && command !== "add" && command !== "role")
    throw new UsageError(`--role goes with add or role.\n${USAGE}`);
  if (command === "role" && role === undefined)
    throw new UsageError(`Name the new role: --role=${ROLES.join("|")}.`);
  if (name !== undefined && command !== "add" && command !== "name")
    throw new UsageError(`--name goes with add or name.\n${USAGE}`);
  if (command === "name" && name === undefined)
    throw new UsageError('Give the name: --name="Lin Okafor" (or --name= for none).');
  if (role !== undefined && !isRole(role))
    throw new UsageError(`"${role}" is not a role: use one of ${ROLES.join(", ")}.`);
  // Asked before the database opens: nothing waits on a person typing.
  const password = command === "add" || command === "reset" ? await newPassword() : undefined;
  const database = await openDatabase();
  try {
    if (command === "add") {
      const account = await addAccount(database.db, email, password, undefined, {
        role: role ?? DEFAULT_ROLE,
        name: name === "" ? undefined : name,
      });
      console.log(
        `Account created for ${account.email} with the role ${account.role}. Log in at /admin/login.`,
      );
    } else if (command === "role") {
      const account = await setRole(database.db, email, role);
      console.log(`${account.email} is now ${account.role}, from its next request.`);
    } else if (command === "name") {
      const account = await setName(database.db, email, name === "" ? null : name);
      console.log(
        account.name
          ? `${account.email} signs its work as "${account.name}".`
          : `${account.email} has no name now: its work is signed with its address.`,
      );
    } else if (command === "reset") {
      const account = await resetPassword(database.db, email, password);
      console.log(`New password set for ${account.email}; its sessions have ended.`);
    } else if (command === "remove") {
      const account = await removeAccount(database.db, email);
      console.log(`Account ${account.email} removed; its sessions have ended.`);
    } else {
      const accounts = await listAccounts(database.db);
      if (accounts.length === 0) console.log("No accounts yet: npm run admin -- add <email>");
      for (const account of accounts)
        console.log(
          `${account.email}\t${account.role}\t${account.name ?? "-"}\tsince ${new Date(account.created_at).toISOString()}`,
        );
    }
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(error.message);
    process.exitCode = 2;
  } else if (error instanceof AccountError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
}

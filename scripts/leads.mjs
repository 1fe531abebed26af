// `npm run leads`: the newest contact and demo requests, from whichever database the site
// is configured with (DATABASE_URL, else PGlite under DATA_DIR). While the server runs it
// holds PGlite's files, and this command reads them through the server's relay.
//   npm run leads               the newest 20
//   npm run leads -- --limit=5  the newest 5 (1 to 500)
import { openDatabaseForCli } from "../server/db/open-for-cli.mjs";
import { newestLeads } from "../server/forms/leads.mjs";

const limitArg = process.argv.find((arg) => arg.startsWith("--limit="));
const limit = limitArg ? Number(limitArg.slice("--limit=".length)) : 20;
if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
  console.error(`--limit must be a whole number from 1 to 500, not "${limitArg?.slice(8)}".`);
  process.exit(1);
}

const database = await openDatabaseForCli();
try {
  const leads = await newestLeads(database.db, { limit });
  console.log(formatLeads(leads, database.kind));
} finally {
  await database.close();
}

/** The leads as plain text, newest first, one block each. */
function formatLeads(leads, kind) {
  const where = kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "PGlite";
  if (leads.length === 0) return `No leads yet in ${where}.`;
  const blocks = leads.map((lead) => {
    const received = new Date(lead.received_at).toISOString().replace("T", " ").slice(0, 16);
    const who = [lead.name, `<${lead.email}>`, lead.company, lead.phone]
      .filter(Boolean)
      .join(" · ");
    const message = String(lead.message)
      .replace(/\r\n?/g, "\n")
      .split("\n")
      .map((line) => `    ${line}`);
    return [
      `#${lead.id}  ${received} UTC  ${lead.subject}  [${lead.state}]  language: ${lead.locale}`,
      `    ${who}`,
      ...message,
    ].join("\n");
  });
  return `${leads.length} newest ${leads.length === 1 ? "lead" : "leads"} in ${where}:\n\n${blocks.join("\n\n")}`;
}

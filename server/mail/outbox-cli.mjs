// `npm run outbox [-- --limit=N] [-- --to=address]`: the newest mails in the outbox
// (recipient, subject, links), read from the configured database, also while the server
// runs (through its relay).
import { openDatabase } from "../db/database.mjs";
import { readOutbox } from "./mailer.mjs";

const options = Object.fromEntries(
  process.argv
    .slice(2)
    .map((argument) => /^--(limit|to)=(.+)$/.exec(argument))
    .filter(Boolean)
    .map(([, name, value]) => [name, value]),
);
const limit = Number(options.limit ?? 10);
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error(`--limit must be a whole number from 1 to 1000, not "${options.limit}".`);
  process.exit(1);
}

const database = await openDatabase().catch((error) => {
  console.error(`Could not open the database: ${error.message}`);
  process.exit(1);
});
try {
  const mails = await readOutbox(database.db, { limit, to: options.to });
  if (mails.length === 0) console.log("The outbox is empty.");
  for (const mail of mails) {
    console.log(`${mail.sentAt.toISOString()}  to ${mail.recipient}`);
    console.log(`  ${mail.subject}`);
    for (const link of mail.links) console.log(`  ${link}`);
    console.log("");
  }
} finally {
  await database.close();
}

// `npm run outbox [-- --limit=N] [-- --to=address]`: the newest mails and webhooks in the
// outbox, each with its state (waiting, sent, or failed with its attempts and last error),
// recipient, subject and, while it waits, its links; read from the configured database,
// also while the server runs (through its relay).
import { openDatabase } from "../db/database.mjs";
import { describeDelivery, readOutbox } from "./outbox.mjs";

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
  for (const mail of mails) console.log(`${describeDelivery(mail)}\n`);
} finally {
  await database.close();
}

import { leads } from "./001-leads.mjs";
import { newsletterMigration } from "./002-newsletter.mjs";

// Every change to the schema, in the order it is applied. A migration is never edited once
// it has landed: a later one changes what an earlier one made. Each runs in a transaction
// and works the same on PGlite and on a PostgreSQL server.

export const migrations = {
  "001-leads": leads,
  "002-newsletter": newsletterMigration,
};

import { DatabaseBusyError, openDatabase } from "./database.mjs";

/**
 * The database for a command-line tool (`npm run leads`, `npm run vitals`), or, when it
 * cannot be opened, the reason on stderr and exit code 1: a busy PGlite names its holder.
 */
export async function openDatabaseForCli(options) {
  try {
    return await openDatabase(options);
  } catch (error) {
    console.error(
      error instanceof DatabaseBusyError
        ? error.message
        : `Could not open the database: ${error.message}`,
    );
    process.exit(1);
  }
}

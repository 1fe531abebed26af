// Compiles messages/<locale>.json into app/paraglide (git-ignored) without Vite, for the
// commands that read the app's types before any build has run: `npm run typecheck`. Skipped
// when the output is current (pipeline/messages/compile-once.mjs).
import { compileOnce } from "../pipeline/messages/compile-once.mjs";
import { messageCompilerOptions } from "../pipeline/messages/paraglide-options.mjs";

const compiled = await compileOnce(messageCompilerOptions);
if (!compiled) console.log("Messages: app/paraglide is current, not compiled again.");
// The compiler leaves timers behind (about 30 s of them) that would hold this command open.
process.exit(0);

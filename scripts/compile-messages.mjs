// Compiles messages/<locale>.json into app/paraglide (git-ignored) without Vite, for the
// commands that read the app's types before any build has run: `npm run typecheck`.
import { compile } from "@inlang/paraglide-js";
import { messageCompilerOptions } from "../pipeline/messages/paraglide-options.mjs";

await compile(messageCompilerOptions);
// The compiler leaves timers behind (about 30 s of them) that would hold this command open.
process.exit(0);

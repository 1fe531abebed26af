// The budgets of budgets.json, checked against the build in build/client and held to one of
// two gates:
//
// - test (`npm run test:budgets`, a step of `npm test` after the browser tests): the byte and
//   font budgets, which read no clock, so it can run anywhere (budgets-test-gate.mjs);
// - audit (`npm run audit`, which builds first): every figure, strict, on a quiet machine,
//   with a report in reports/audit-<date>.md (budgets-audit-gate.mjs).
//
//   node scripts/check-budgets.mjs                               the test gate
//   node scripts/check-budgets.mjs --gate=audit                  the audit, on an existing build
//   node scripts/check-budgets.mjs --gate=audit --routes=/,/pricing   the audit of these routes only
//   node scripts/check-budgets.mjs --gate=audit --record         the audit, its figures written to
//                                                                audit-figures.json (the record
//                                                                each audit is read against)
//
// Exits 1 on any breach, naming the route and the figure.
import { existsSync } from "node:fs";
import { isMain } from "../pipeline/is-main.mjs";
import { clientRoot } from "../server/build-paths.mjs";
import { loadBudgets } from "./budgets.mjs";
import { checkAuditGate } from "./budgets-audit-gate.mjs";
import { checkTestGate } from "./budgets-test-gate.mjs";

/**
 * Each gate's check, and what differs in the words around it: `npm run audit` builds by
 * itself, so its hint says so.
 */
export const GATES = {
  test: {
    check: checkTestGate,
    howToBuild: "run `npm run build` first",
    allMet: "\nEvery budget is met.",
  },
  audit: {
    check: checkAuditGate,
    howToBuild: "run `npm run build` first (`npm run audit` does)",
    allMet: "Every budget is met on every route.",
  },
};

/**
 * The gate (--gate=test|audit, test when not named) and the routes (--routes=/a,/b, null when
 * not named) of a command line, for the audit: an unnamed routes list means every route.
 * The test gate checks every page whatever it is told.
 */
export function budgetOptions(args) {
  const value = (name) =>
    args.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
  const routes = value("routes");
  return {
    gate: value("gate") ?? "test",
    record: args.includes("--record"),
    routes:
      routes === undefined
        ? null
        : routes
            .split(",")
            .map((route) => route.trim())
            .filter(Boolean),
  };
}

if (isMain(import.meta.url)) {
  const options = budgetOptions(process.argv.slice(2));
  if (!Object.hasOwn(GATES, options.gate)) {
    console.error(`Unknown --gate=${options.gate}: test (npm test's) or audit (npm run audit's).`);
    process.exit(1);
  }
  const gate = GATES[options.gate];
  if (!existsSync(clientRoot)) {
    console.error(`No build/client: ${gate.howToBuild}.`);
    process.exit(1);
  }
  const breaches = await gate.check(loadBudgets(), options.routes, { record: options.record });
  if (breaches.length) {
    console.error(
      `\n${breaches.length} budget breaches:\n${breaches.map((b) => `  ${b}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log(gate.allMet);
}

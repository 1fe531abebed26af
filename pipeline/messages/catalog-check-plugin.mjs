import { catalogProblems } from "./catalog-check.mjs";

/**
 * Fails the build when a configured language's catalog lacks a message of the base
 * language's, or takes other parameters, naming the key and the language: Paraglide would
 * otherwise compile the English words in its place.
 */
export function messageCatalogCheck() {
  return {
    name: "flowboard:message-catalogs",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      const problems = catalogProblems(process.cwd());
      if (problems.length > 0) {
        this.error(`The message catalogs are incomplete:\n  ${problems.join("\n  ")}`);
      }
    },
  };
}

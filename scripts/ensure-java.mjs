// Makes sure a Java runtime is there for the Nu Html Checker (vnu.jar), which the checks of
// the built pages run over every page (tests/built-site/html-validity.check.ts). As root on
// Debian it installs the distribution's `default-jre-headless`; vnu-jar's own download of a
// Java is turned off (package.json's allowScripts), as no request leaves this network.

import { findJava, installJava, javaMajorVersion, MINIMUM_JAVA } from "./html-validity.mjs";
import { installDebianPackage } from "./install-debian-package.mjs";

if (!findJava())
  installDebianPackage({
    name: "default-jre-headless",
    why: "the Nu Html Checker of the built pages runs on it",
    found: findJava,
    otherwise: `No Java found for the Nu Html Checker of the built pages. ${installJava}`,
  });

const java = findJava();
const version = java && javaMajorVersion(java);
if (version && version < MINIMUM_JAVA) {
  console.error(
    `The Java at ${java} is version ${version}; vnu.jar needs ${MINIMUM_JAVA} or newer. ${installJava}`,
  );
  process.exit(1);
}

// Makes sure nginx is there for the fleet check and `npm run bench:cluster` (three instances
// behind the generated nginx config), as the Chromium and PostgreSQL steps do.
import { installDebianPackage } from "./install-debian-package.mjs";
import { findNginx } from "./nginx-harness.mjs";

if (!findNginx())
  installDebianPackage({
    name: "nginx",
    why: "the fleet check runs three instances behind it",
    found: findNginx,
    otherwise: "No nginx found: install your system's nginx (Debian: apt-get install nginx).",
  });

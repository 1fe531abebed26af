// `node scripts/compare-peer.mjs <peer's built folder>... [--routes=/,/pricing,/about] [--runs=3] [--coop]`
//
// This site beside a peer's static build, measured by Lighthouse in one session: the mobile
// preset at the CPU slowdown calibrated to this host, one Chromium, the runs of every site
// and route interleaved so a change in the host's load falls on all of them alike, the
// median of `runs` for each figure. Both sites are served by nginx on 127.0.0.1: ours with
// the generated build/nginx.conf (the headers a deploy sends), the peer's folder as plain
// static files with gzip. The floor (a one-paragraph page with our headers) is measured in
// the same session. With --coop, our build is measured a third time with
// Cross-Origin-Opener-Policy: same-origin on every page, as it was sent before it was kept to
// the signed-in area (docs/decisions/005).
//
// A folder may be named (`before=/tmp/old/build`). A build root of this site (a `client`
// folder beside its generated nginx.conf: a change's before, built from an older commit) is
// served with its own headers, as a deploy of it would be, with its checkout's own server
// behind it for the paths nginx hands to Node (/contact among the pages). `--routes=every`
// measures every page of our build (the audit's rows). With --groups, a second table gives
// each site's main-thread time by Lighthouse's own groups (script evaluation, style and
// layout, HTML parsing, ...) and its element count, medians of the same runs: where a
// change's before and after differ.
//
// The peer is built outside this repository; nothing of it enters the project. For example,
// AstroWind, with the repository brought by the search tool's fetch and its packages from npm
// (its remote stock images swapped for its own local default.png, as nothing remote is
// reachable here): `npm install && npx astro build`, then
//
//   node scripts/compare-peer.mjs /work/peer/astrowind/dist
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isMain } from "../pipeline/is-main.mjs";
import { NGINX_DEFAULT_LISTEN, NGINX_DEFAULT_ROOT } from "../pipeline/postbuild/deploy-configs.mjs";
import { buildRoot, clientRoot } from "../server/build-paths.mjs";
import { listPages } from "../server/pages.mjs";
import { startServerProcess } from "../tests/support/server-process.mjs";
import { calibrateCpu, describeCalibration } from "./cpu-calibration.mjs";
import { freePort } from "./free-port.mjs";
import {
  describeFloor,
  launchChromium,
  medianResult,
  runLighthouse,
  serveFloorPage,
} from "./lighthouse.mjs";
import { startNginx, withOpenerPolicyEverywhere } from "./nginx-harness.mjs";

/** The figures compared, each lower is better: [result key, column, how it prints]. */
export const FIGURES = [
  ["tbtMs", "TBT ms", (value) => String(Math.round(value))],
  ["mainThreadMs", "main thread ms", (value) => String(Math.round(value))],
  ["lcpMs", "LCP s", (value) => (value / 1000).toFixed(2)],
  ["cls", "CLS", (value) => value.toFixed(3)],
];

/** A plain static server block for the peer's folder, as such a template is usually served. */
const peerServerBlock = `server {
    listen ${NGINX_DEFAULT_LISTEN};
    root ${NGINX_DEFAULT_ROOT};
    brotli_static on;
    gzip on;
    gzip_types text/css application/javascript text/javascript image/svg+xml application/json;
    location / { try_files $uri $uri/index.html $uri.html =404; }
    error_page 404 /404.html;
}
`;

/**
 * `<folder>... [--routes=...] [--runs=n] [--coop]` → options, or an error message. Several
 * folders are measured side by side in the same session (variants of one build, say: a
 * change's before and after), each named by its folder or by `name=` before it.
 */
export function parseArguments(argv) {
  const named = argv.filter((arg) => !arg.startsWith("--"));
  const value = (name) =>
    argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
  const runs = Number(value("runs") ?? 3);
  if (!named.length)
    return { error: "Name the peer's built folder: node scripts/compare-peer.mjs <dir>" };
  const peers = named.map((arg) => {
    const [, name, folder] = /^(?:([\w .+-]+)=)?(.+)$/.exec(arg) ?? [];
    const resolved = path.resolve(folder);
    const conf = path.join(resolved, "nginx.conf");
    const ownBuild = existsSync(conf) && existsSync(path.join(resolved, "client", "index.html"));
    return {
      name: name ?? (named.length === 1 ? "peer" : path.basename(resolved)),
      folder: ownBuild ? path.join(resolved, "client") : resolved,
      ...(ownBuild ? { nginxConf: conf } : {}),
    };
  });
  const unbuilt = peers.find((peer) => !existsSync(path.join(peer.folder, "index.html")));
  if (unbuilt)
    return {
      error: `${unbuilt.folder} has no index.html: name the peer's built folder (dist), or a build root of this site (build).`,
    };
  if (!Number.isInteger(runs) || runs < 1) return { error: "--runs must be a whole number ≥ 1" };
  const routes = value("routes") ?? "/,/pricing,/about";
  return {
    peers,
    routes: routes === "every" ? "every" : routes.split(",").filter(Boolean),
    runs,
    coop: argv.includes("--coop"),
    groups: argv.includes("--groups"),
  };
}

/** Every page of the build at `root` (the not-found page is not one), as the audit lists them. */
export function everyRoute(root) {
  return [...listPages(root).keys()].sort();
}

/**
 * Which figures ours does not beat the peer's on, for one route: each must be lower, CLS
 * lower or both 0.
 */
export function figuresBehind(ours, peer) {
  return FIGURES.filter(([key]) =>
    key === "cls"
      ? !(ours.cls < peer.cls || (ours.cls === 0 && peer.cls === 0))
      : !(ours[key] < peer[key]),
  ).map(([, column]) => column);
}

/**
 * The `"<site name> <route>"` pairs of `sites` (`{ name, origin }`) that answer a route with
 * anything but 200: pages a peer does not have.
 */
export async function absentPages(sites, routes, get = (url) => fetch(url)) {
  const absent = new Set();
  for (const site of sites)
    for (const route of routes) {
      const response = await get(site.origin + route);
      await response.body?.cancel();
      if (response.status !== 200) absent.add(`${site.name} ${route}`);
    }
  return absent;
}

/** Starts nginx on `root` with the server block of `confText`, on a free port. */
async function serveWithNginx(root, confText, upstreams) {
  return startNginx({ confText, root, port: await freePort(), upstreams });
}

/**
 * The production server on the build in `buildDir`, from the checkout that holds it when it
 * has one (else this one's), on a data folder of its own: the upstream of its nginx.
 */
async function serveWithNode(buildDir) {
  const ownEntry = path.join(buildDir, "..", "server", "index.mjs");
  const dataDir = mkdtempSync(path.join(tmpdir(), "compare-peer-data-"));
  const server = await startServerProcess({
    buildDir,
    dataDir,
    // Measured on a shared host: a server started beside a build or another session's
    // Chromium can take minutes to answer, which is no figure of the page's.
    readyTimeoutMs: 300_000,
    ...(existsSync(ownEntry) ? { serverEntry: ownEntry } : {}),
  });
  return {
    port: server.port,
    async stop() {
      server.child.kill("SIGTERM");
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** nginx with `confText` on `clientDir`, and the Node server of that build behind it. */
async function serveOwnBuild(clientDir, confText, cleanups) {
  const node = await serveWithNode(path.dirname(clientDir));
  cleanups.push(node.stop);
  const served = await serveWithNginx(clientDir, confText, [node.port]);
  cleanups.push(served.stop);
  return served;
}

/**
 * Each site's main-thread time by Lighthouse's groups, and its element count, per route:
 * the medians `median(key)` gives, in ms at the calibrated slowdown.
 */
export function groupsTable(routes, sites, absent, median) {
  const measured = routes.flatMap((route) =>
    sites
      .filter((site) => !absent.has(`${site.name} ${route}`))
      .map((site) => [`${site.name} ${route}`, median(`${site.name} ${route}`)]),
  );
  const groups = [...new Set(measured.flatMap(([, result]) => Object.keys(result.groups ?? {})))];
  return [
    `| by group, ms | ${groups.join(" | ")} | elements |`,
    `|---|${"---:|".repeat(groups.length + 1)}`,
    ...measured.map(
      ([key, result]) =>
        `| ${key} | ${groups.map((group) => Math.round(result.groups?.[group] ?? 0)).join(" | ")} | ${result.elements ?? "–"} |`,
    ),
  ].join("\n");
}

async function main(parsed) {
  const nginxConf = path.join(buildRoot, "nginx.conf");
  if (!existsSync(nginxConf) || !existsSync(clientRoot)) {
    console.error("No build: run `npm run build` first.");
    return 1;
  }
  const options = {
    ...parsed,
    routes: parsed.routes === "every" ? everyRoute(clientRoot) : parsed.routes,
  };
  const calibration = await calibrateCpu();
  console.log(`Calibration: ${describeCalibration(calibration)}`);
  const cleanups = [];
  const sites = [];
  try {
    const oursConf = readFileSync(nginxConf, "utf8");
    const ours = await serveOwnBuild(clientRoot, oursConf, cleanups);
    sites.push({ name: "ours", origin: ours.origin });
    if (options.coop) {
      const served = await serveOwnBuild(
        clientRoot,
        withOpenerPolicyEverywhere(oursConf),
        cleanups,
      );
      sites.push({ name: "ours with COOP", origin: served.origin });
    }
    for (const { name, folder, nginxConf: ownConf } of options.peers) {
      if (ownConf) {
        const served = await serveOwnBuild(folder, readFileSync(ownConf, "utf8"), cleanups);
        sites.push({ name, origin: served.origin });
        continue;
      }
      const peer = await serveWithNginx(folder, peerServerBlock);
      cleanups.push(peer.stop);
      sites.push({ name, origin: peer.origin });
    }
    const floorServer = await serveFloorPage();
    cleanups.push(floorServer.stop);

    // A peer has its own pages: a route it does not have (every page of ours, with
    // --routes=every) is measured for ours alone.
    const absent = await absentPages(sites.slice(1), options.routes);
    if (absent.size) console.log(`Not measured, no such page: ${[...absent].join(", ")}`);

    const chrome = await launchChromium();
    cleanups.push(() => chrome.kill());
    const runs = new Map();
    const record = (key, result) => runs.set(key, [...(runs.get(key) ?? []), result]);
    for (let run = 1; run <= options.runs; run += 1) {
      console.log(`Run ${run} of ${options.runs}...`);
      record("floor", await runLighthouse(`${floorServer.origin}/`, chrome));
      for (const route of options.routes)
        for (const site of sites)
          if (!absent.has(`${site.name} ${route}`))
            record(`${site.name} ${route}`, await runLighthouse(site.origin + route, chrome));
    }
    const median = (key) => medianResult(runs.get(key));
    const floor = median("floor");
    console.log(`Floor: ${describeFloor(floor)}`);
    const header = `| at ${calibration.multiplier}x | perf | ${FIGURES.map(([, column]) => column).join(" | ")} | x floor | LH index |`;
    const rows = [header, `|---|${"---:|".repeat(FIGURES.length + 3)}`];
    const verdicts = [];
    for (const route of options.routes) {
      for (const site of sites) {
        if (absent.has(`${site.name} ${route}`)) continue;
        const result = median(`${site.name} ${route}`);
        rows.push(
          `| ${site.name} ${route} | ${result.scores.performance.toFixed(2)} | ${FIGURES.map(([key, , show]) => show(result[key])).join(" | ")} | ${(result.mainThreadMs / floor.mainThreadMs).toFixed(1)} | ${Math.round(result.benchmarkIndex)} |`,
        );
      }
      for (const { name } of options.peers) {
        if (absent.has(`${name} ${route}`)) continue;
        const behind = figuresBehind(median(`ours ${route}`), median(`${name} ${route}`));
        verdicts.push(
          behind.length
            ? `${route}: ours is not ahead of ${name} on ${behind.join(", ")}`
            : `${route}: ours is ahead of ${name} on every figure`,
        );
      }
    }
    console.log(`\n${rows.join("\n")}\n\n${verdicts.join("\n")}`);
    if (options.groups) console.log(`\n${groupsTable(options.routes, sites, absent, median)}`);
    return verdicts.some((line) => line.includes("not ahead")) ? 1 : 0;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

if (isMain(import.meta.url)) {
  const options = parseArguments(process.argv.slice(2));
  if (options.error) {
    console.error(options.error);
    process.exit(2);
  }
  process.exitCode = await main(options);
}

// Runs the generated build/nginx.conf in a throwaway nginx on 127.0.0.1, to compare it with
// the Fastify server and to benchmark it. Only the `listen` and `root` lines of the server
// block are replaced; everything else is the file a deploy would use.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  NGINX_DEFAULT_LISTEN,
  NGINX_DEFAULT_ROOT,
  NGINX_DEFAULT_UPSTREAM_SERVER,
} from "../pipeline/postbuild/deploy-configs.mjs";

const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const mimeTypes = "/etc/nginx/mime.types";

/** The nginx binary, or undefined when nginx is not installed. */
export function findNginx() {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

/**
 * The generated nginx.conf with the signed-in area's Cross-Origin-Opener-Policy sent on every
 * response, as the site sent it before 2026-11-26: what compare-peer.mjs and measure-coop.mjs
 * weigh (docs/decisions/005).
 */
export function withOpenerPolicyEverywhere(confText) {
  const anchor = /^(\s*)add_header Cross-Origin-Resource-Policy .*\n/m;
  if (!anchor.test(confText)) throw new Error("nginx.conf: no Cross-Origin-Resource-Policy line");
  return confText.replace(
    anchor,
    (line, indent) =>
      `${line}${indent}add_header Cross-Origin-Opener-Policy "same-origin" always;\n`,
  );
}

function replaceOnce(text, from, to) {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`nginx.conf: expected one "${from.trim()}", found ${count}.`);
  return text.replace(from, to);
}

/**
 * The server block of `confText`, pointed at `root` and 127.0.0.1:`port`; with `upstreams`
 * (ports of Node instances on 127.0.0.1), its upstream lists those instead of the default
 * one, each set aside for 10 s after a failed connection, as a fleet's config would.
 */
export function localServerBlock(confText, { root, port, brotli, upstreams }) {
  let conf = confText;
  if (upstreams)
    conf = replaceOnce(
      conf,
      `    server ${NGINX_DEFAULT_UPSTREAM_SERVER};\n`,
      upstreams
        .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=10s;\n`)
        .join(""),
    );
  conf = replaceOnce(
    conf,
    `    listen ${NGINX_DEFAULT_LISTEN};\n`,
    `    listen 127.0.0.1:${port};\n`,
  );
  conf = replaceOnce(conf, `    root ${NGINX_DEFAULT_ROOT};\n`, `    root ${root};\n`);
  if (!brotli) conf = replaceOnce(conf, "    brotli_static on;\n", "");
  return conf;
}

function workerUser() {
  if (process.getuid?.() !== 0) return "";
  const groups = existsSync("/etc/group") ? readFileSync("/etc/group", "utf8") : "";
  return `user nobody ${/^nogroup:/m.test(groups) ? "nogroup" : "nobody"};`;
}

async function waitForPort(port, child, timeoutMs = 10_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer on port ${port} within ${timeoutMs} ms`);
}

/**
 * Starts nginx with `confFile` (or a configuration's text, `confText`) serving `root` on
 * 127.0.0.1:`port`; resolves to
 * { origin, brotli, accessLog, stop }. The access log is written, as in production, to the
 * temp folder; `logFormat` replaces nginx's combined format (`upstreams`: localServerBlock).
 */
export async function startNginx({
  nginx = findNginx(),
  confFile,
  confText = readFileSync(confFile, "utf8"),
  root,
  port,
  workers = 1,
  upstreams,
  logFormat,
}) {
  if (!nginx) throw new Error("nginx is not installed.");
  const prefix = await mkdtemp(path.join(tmpdir(), "flowboard-nginx-"));
  const brotli = existsSync(brotliModule);
  const main = `${brotli ? `load_module ${brotliModule};` : ""}
${workerUser()}
daemon off;
worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
    ${existsSync(mimeTypes) ? `include ${mimeTypes};` : "types { text/html html; text/css css; text/javascript js; image/svg+xml svg; }"}
    default_type application/octet-stream;
    ${logFormat ? `log_format harness '${logFormat}';` : ""}
    access_log ${prefix}/access.log${logFormat ? " harness" : ""};
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    keepalive_requests 100000;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
${localServerBlock(confText, { root, port, brotli, upstreams })}
}
`;
  await writeFile(path.join(prefix, "nginx.conf"), main);
  const test = spawnSync(nginx, ["-t", "-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    encoding: "utf8",
  });
  if (test.status !== 0) throw new Error(`nginx rejected the configuration:\n${test.stderr}`);
  const child = spawn(nginx, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  try {
    await waitForPort(port, child);
  } catch (error) {
    child.kill("SIGQUIT");
    throw new Error(`${error.message}\n${stderr}`);
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    brotli,
    accessLog: path.join(prefix, "access.log"),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

// HTTP over a plain socket, so tests can send request targets and methods exactly as
// written (Node's http client normalises or refuses many of them).
import http from "node:http";
import net from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/**
 * One request on its own connection (`Connection: close`); the target and method go on the
 * wire byte for byte (latin1).
 * @returns {Promise<{ status: number, headers: Record<string, string>, body: Buffer }>}
 */
export function rawRequest(port, { method = "GET", target, headers = {} }) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout for ${method} ${target}`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf("\r\n\r\n");
      if (split === -1)
        return reject(new Error(`no response to ${method} ${JSON.stringify(target)}`));
      const [statusLine, ...lines] = raw.subarray(0, split).toString("latin1").split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
      const parsed = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status, headers: parsed, body: raw.subarray(split + 4) });
    });
    const headerLines = Object.entries({ host: "127.0.0.1", connection: "close", ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.end(Buffer.from(`${method} ${target} HTTP/1.1\r\n${headerLines}\r\n`, "latin1"));
  });
}

/**
 * A request through Node's http client with the path passed as is (no URL parsing), body
 * decoded when compressed. Use rawRequest for targets Node refuses to send.
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, body: Buffer, raw: Buffer }>}
 */
export function request(port, path, { method = "GET", headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method, headers, agent: false },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const body =
            raw.length === 0
              ? raw
              : encoding === "br"
                ? brotliDecompressSync(raw)
                : encoding === "gzip"
                  ? gunzipSync(raw)
                  : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, raw });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Starts a Fastify app on 127.0.0.1 with an ephemeral port and returns the port. */
export async function listenLocally(app) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return app.server.address().port;
}

import { readFileSync } from "node:fs";
import net from "node:net";

/** Listens on `port` of 127.0.0.1 (0: any) and lets it go: the port it had, or null. */
function probe(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(null));
    server.listen(port, "127.0.0.1", () => {
      const had = server.address().port;
      server.close(() => resolve(had));
    });
  });
}

/** A port on 127.0.0.1 that nothing listens on now: the system picks it, then it is let go. */
export async function freePort() {
  const port = await probe(0);
  if (port === null) throw new Error("the system gave no free port on 127.0.0.1");
  return port;
}

/** The lowest port Linux hands to outgoing connections (32768 when it does not say). */
function ephemeralLow() {
  try {
    const [low] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
      .trim()
      .split(/\s+/)
      .map(Number);
    return Number.isInteger(low) && low > 2048 ? low : 32768;
  } catch {
    return 32768;
  }
}

/**
 * A free port below the range the system gives outgoing connections, for a server that
 * listens later (another process, once it has started) or closes and listens again. A port
 * from `freePort()` is in that range: until it is bound, any outgoing connection can take it
 * as its own end, and listening then fails with EADDRINUSE (a fleet run's mail sink, down
 * for a while under load, never came back that way).
 */
async function portBelowEphemeralRange() {
  const high = ephemeralLow();
  const low = Math.max(1024, high - 12_000);
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low));
    if ((await probe(port)) !== null) return port;
  }
  throw new Error(`no free port between ${low} and ${high - 1} after 200 tries`);
}

/** `count` different ports from `portBelowEphemeralRange()`. */
export async function portsBelowEphemeralRange(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await portBelowEphemeralRange());
  return [...ports];
}

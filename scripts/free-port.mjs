import { readFileSync } from "node:fs";
import net from "node:net";

/** A port on 127.0.0.1 that nothing listens on now: the system picks it, then it is let go. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
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

function bindable(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * A free port below the range the system gives outgoing connections, for a server that
 * closes and listens again on the same port. A port from `freePort()` is in that range: while
 * such a server is down, a busy test's outgoing connection can take its port, and listening
 * again fails with EADDRINUSE (a fleet run's mail sink never came back that way).
 */
export async function portToReopen() {
  const high = ephemeralLow();
  const low = Math.max(1024, high - 12_000);
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port between ${low} and ${high - 1} after 200 tries`);
}

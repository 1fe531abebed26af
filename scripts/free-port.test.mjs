import { readFileSync } from "node:fs";
import net from "node:net";
import { expect, test } from "vitest";
import { portsBelowEphemeralRange } from "./free-port.mjs";

test("portsBelowEphemeralRange gives different free ports below the range outgoing connections draw from", async () => {
  const [low] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
    .trim()
    .split(/\s+/)
    .map(Number);
  const ports = await portsBelowEphemeralRange(4);
  expect(new Set(ports).size).toBe(4);
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(1024);
    expect(port).toBeLessThan(low);
    const server = net.createServer();
    await new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  }
});

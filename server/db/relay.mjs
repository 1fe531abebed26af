import { rmSync } from "node:fs";
import net from "node:net";

/**
 * PGlite keeps its files open in one process. While the server holds them, the terminal
 * commands (leads, outbox, admin ...) reach the same database through this relay: a Unix
 * socket in the data folder, readable by its owner only, that runs one statement per
 * request on the server's connection. Requests and answers are JSON lines. `commands`: the
 * few jobs that need the connection for longer than one statement (a backup's snapshot is
 * one transaction), run in the server by name: `{"id","command","args"}`.
 */
export function serveRelay(socketPath, run, commands = {}) {
  rmSync(socketPath, { force: true });
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffered = "";
    socket.on("data", (chunk) => {
      buffered += chunk;
      for (let end = buffered.indexOf("\n"); end !== -1; end = buffered.indexOf("\n")) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        answer(line).then((reply) => socket.write(`${reply}\n`));
      }
    });
    socket.on("error", () => socket.destroy());
  });

  async function answer(line) {
    let id = null;
    try {
      const request = JSON.parse(line);
      id = request.id;
      if (request.command !== undefined) {
        const command = Object.hasOwn(commands, request.command)
          ? commands[request.command]
          : undefined;
        if (!command) throw new Error(`The server has no command "${request.command}".`);
        return JSON.stringify({ id, result: await command(request.args ?? {}) }, jsonSafe);
      }
      if (/^\s*(begin|start\s+transaction|commit|rollback)\b/i.test(request.sql))
        throw new Error("Transactions are not relayed: run one statement at a time.");
      const { rows, affectedRows } = await run(request.sql, request.params ?? []);
      return JSON.stringify({ id, rows, affectedRows }, jsonSafe);
    } catch (error) {
      return JSON.stringify({ id, error: { message: error.message, code: error.code } });
    }
  }

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ path: socketPath, readableAll: false, writableAll: false }, () => {
      server.off("error", reject);
      resolve({
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
            rmSync(socketPath, { force: true });
          }),
      });
    });
  });
}

/** A client for `serveRelay`, with the `query(sql, params)` shape the dialect expects. */
export function connectRelay(socketPath) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ path: socketPath });
    const pending = new Map();
    let nextId = 1;
    let buffered = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      buffered += chunk;
      for (let end = buffered.indexOf("\n"); end !== -1; end = buffered.indexOf("\n")) {
        const reply = JSON.parse(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
        const waiting = pending.get(reply.id);
        pending.delete(reply.id);
        if (!waiting) continue;
        if (reply.error)
          waiting.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
        else waiting.resolve(reply);
      }
    });
    socket.once("error", reject);
    socket.on("close", () => {
      for (const waiting of pending.values())
        waiting.reject(new Error("The server holding the database closed the connection."));
      pending.clear();
    });
    socket.once("connect", () => {
      socket.off("error", reject);
      resolve({
        query(sql, params) {
          const id = nextId++;
          return new Promise((done, fail) => {
            pending.set(id, { resolve: done, reject: fail });
            socket.write(`${JSON.stringify({ id, sql, params }, jsonSafe)}\n`);
          });
        },
        /** Runs one of the server's relay commands; resolves to its result. */
        command(name, args) {
          const id = nextId++;
          return new Promise((done, fail) => {
            pending.set(id, { resolve: (reply) => done(reply.result), reject: fail });
            socket.write(`${JSON.stringify({ id, command: name, args }, jsonSafe)}\n`);
          });
        },
        close: () => new Promise((done) => socket.end(done)),
      });
    });
  });
}

const jsonSafe = (_key, value) => (typeof value === "bigint" ? value.toString() : value);

import { SMTPServer } from "smtp-server";

/**
 * A mail server for tests, on a port the system picks: every mail it accepts, with its
 * Message-ID and Subject. `close()` stops it, so the site's mail waits in its outbox.
 */
export async function startSmtpSink() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        raw += chunk;
      });
      stream.on("end", () => {
        const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
        const header = (name) => new RegExp(`^${name}: ?(.*)$`, "im").exec(head)?.[1]?.trim();
        received.push({ messageId: header("Message-ID"), subject: header("Subject") });
        done();
      });
    },
  });
  // A server killed mid-delivery resets its connection: the sink drops that session and goes on.
  server.on("error", () => {});
  await new Promise((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.server.address();
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

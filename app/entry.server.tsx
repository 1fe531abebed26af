import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/** How long the build waits for a page to finish rendering before it gives up. */
export const streamTimeout = 10_000;

/**
 * Renders a page to HTML at build time (this site has no runtime rendering: `ssr: false`).
 * React Router's default streams the page as soon as its shell is ready, and anything
 * still loading inside a Suspense boundary (a deferred section) would then arrive as a
 * hidden block plus an inline script, which the site's CSP blocks and which shows nothing
 * without JavaScript. A static page waits for all of its content instead.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timer = setTimeout(() => abort(), streamTimeout);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React writes a large finished Suspense boundary (a deferred section) after the
        // rest, revealed by an inline script, unless its size is below this limit.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timer);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}

import type { TryItOperation } from "virtual:openapi/try-it";
import { ApiError, apiRequest } from "./query-client";

/** What a "Try it" panel shows of one exchange with the sandbox. */
export type Exchange = {
  method: string;
  url: string;
  status: number;
  headers: [string, string][];
  /** The body as sent back, pretty-printed when it is JSON; empty for a 204. */
  body: string;
  /** For a non-OK status: the error as the site's fetcher reports it, `status: body`. */
  error: string | null;
};

/** Thrown when nothing at /sandbox answers as the sandbox does: a static host, or no network. */
export class SandboxUnavailableError extends Error {
  override name = "SandboxUnavailableError";
}

const isJson = (headers: [string, string][]) =>
  headers.some(([name, value]) => name === "content-type" && value.startsWith("application/json"));

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

/** The sandbox URL of a call: path parameters filled in, query parameters given a value. */
export function sandboxUrl(
  base: string,
  operation: Pick<TryItOperation, "path" | "parameters">,
  values: Record<string, string>,
): string {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = values[parameter.name] ?? "";
    if (parameter.in === "path")
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (value !== "") query.set(parameter.name, value);
  }
  const search = query.toString();
  return `${base}${path}${search ? `?${search}` : ""}`;
}

/**
 * Sends one request to the sandbox through the site's fetcher (`apiRequest`), with the
 * sandbox key as a Bearer token, and returns everything the panel shows. A non-OK answer
 * is an Exchange too, carrying the fetcher's `status: body` error; an answer that is not
 * the sandbox's JSON (a static host's 404 page, say) or no answer at all throws
 * SandboxUnavailableError.
 */
export async function sendToSandbox({
  method,
  url,
  key,
  body,
}: {
  method: string;
  url: string;
  key: string;
  body?: string;
}): Promise<Exchange> {
  const headers: Record<string, string> = {};
  if (key) headers.authorization = `Bearer ${key}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  try {
    const res = await apiRequest(method, url, { headers, body });
    const responseHeaders = [...res.headers];
    if (res.status !== 204 && !isJson(responseHeaders)) throw new SandboxUnavailableError();
    return {
      method,
      url,
      status: res.status,
      headers: responseHeaders,
      body: pretty(await res.text()),
      error: null,
    };
  } catch (error) {
    if (error instanceof ApiError && isJson(error.headers)) {
      const text = error.message.slice(error.message.indexOf(": ") + 2);
      return {
        method,
        url,
        status: error.status,
        headers: error.headers,
        body: pretty(text),
        error: error.message,
      };
    }
    if (error instanceof SandboxUnavailableError) throw error;
    throw new SandboxUnavailableError(error instanceof Error ? error.message : String(error));
  }
}

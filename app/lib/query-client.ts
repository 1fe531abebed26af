import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/**
 * The error a non-OK response raises: its message is `status: body` (docs/spec/site-spec.md §8);
 * the status and headers ride along for a caller that shows them (the "Try it" panel).
 */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    readonly status: number,
    readonly headers: [string, string][],
  ) {
    super(message);
  }
}

/** Throws `status: body` (or `status: statusText` when the body is empty) for a non-OK response. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = (await res.text()) || res.statusText;
  throw new ApiError(`${res.status}: ${body}`, res.status, [...res.headers]);
}

/**
 * Any request with the default fetcher's habits (credentials included, non-OK throws
 * `status: body`), for calls the default GET query function cannot make: other methods,
 * a JSON body, an Authorization header.
 */
export async function apiRequest(
  method: string,
  url: string,
  { headers, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const res = await fetch(url, { method, headers, body, credentials: "include" });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "throw" | "returnNull";

/**
 * The default query function (docs/spec/site-spec.md §7.1): GET to the first query-key element with
 * credentials, JSON parsed. A 401 either throws or yields null, as configured.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * Data never goes stale and nothing refetches or retries on its own
 * (docs/spec/site-spec.md §4, §9).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/** Throws `status: body` (or `status: statusText` when the body is empty) for a non-OK response. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${body}`);
}

export type UnauthorizedBehavior = "throw" | "returnNull";

/**
 * The default query function (spec 7.1): GET to the first query-key element with
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

/** Data never goes stale and nothing refetches or retries on its own (spec 4, 9). */
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

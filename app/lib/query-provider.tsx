import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "./query-client";

let browserClient: QueryClient | undefined;

/** One client per browser tab, so a page's cache survives client-side navigation. */
function sharedClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * TanStack Query with the defaults of docs/spec/site-spec.md §4, §7.1, §9 for the part of a page
 * that fetches.
 * No page fetches today; wrapping only such a page keeps Query's 7 KB of gzip
 * JavaScript off every other page, where the root layout would have loaded it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(sharedClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

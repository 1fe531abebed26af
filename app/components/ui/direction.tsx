import { DirectionProvider } from "@radix-ui/react-direction";
import type { ReactNode } from "react";

/**
 * The page's reading direction for the Radix primitives (their menus' arrow keys and
 * motion follow it). Imported from its own package, not the radix-ui barrel: the root
 * layout's imports make the shell every page loads, and the barrel would bring every
 * primitive into it (+25 KB gzip, measured).
 */
export function ReadingDirection({ dir, children }: { dir: "ltr" | "rtl"; children: ReactNode }) {
  return <DirectionProvider dir={dir}>{children}</DirectionProvider>;
}

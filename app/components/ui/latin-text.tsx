import type { ReactNode } from "react";
import { englishLang } from "~/lib/locales.js";

/**
 * Words written left to right whatever the page's direction (a postal address, a company's
 * name): isolated, so a Hebrew line around them cannot move their digits or periods
 * ("500 Market Street", "Flowboard, Inc."). `english` marks them as the site's English.
 */
export function LatinText({
  children,
  english = false,
}: {
  children: ReactNode;
  english?: boolean;
}) {
  return (
    <bdi dir="ltr" lang={english ? englishLang : undefined}>
      {children}
    </bdi>
  );
}

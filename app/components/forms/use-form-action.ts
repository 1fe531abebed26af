import { useLocation } from "react-router";
import { localeOfPath, pathInLocale } from "~/lib/locales.js";

/**
 * Where a form of this page posts: the form's route in the page's language (/de/newsletter
 * on a German page), so the server answers, redirects and mails in that language, with
 * JavaScript (fetch posts to `form.action`) and without.
 */
export function useFormAction(action: string): string {
  return pathInLocale(action, localeOfPath(useLocation().pathname));
}

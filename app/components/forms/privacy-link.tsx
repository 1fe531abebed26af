import { Link } from "~/components/ui/site-link";
import { formPrivacyLink } from "~/content/form-privacy-link";
import { cn } from "~/lib/cn";

/** "How we use your details", to the part of the privacy page about this form. */
export function PrivacyLink({ section, className }: { section: string; className?: string }) {
  return (
    <Link
      to={`${formPrivacyLink.href}#${section}`}
      className={cn("rounded-sm text-primary underline underline-offset-4", className)}
    >
      {formPrivacyLink.label}
    </Link>
  );
}

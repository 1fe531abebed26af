/**
 * What a visitor can write to us about. Other pages link to `/contact?subject=<id>` (see
 * `contactHref`) so the form opens with the right subject chosen.
 */
export const contactSubjects = [
  { id: "general", label: "General question" },
  { id: "sales", label: "Talk to sales" },
  { id: "support", label: "Product support" },
  { id: "careers", label: "Careers and applications" },
  { id: "partnerships", label: "Partner application" },
  { id: "security", label: "Security and compliance" },
] as const;

export type ContactSubjectId = (typeof contactSubjects)[number]["id"];

export const defaultContactSubject: ContactSubjectId = "general";

/** The contact page with a subject chosen, e.g. "/contact?subject=careers". */
export function contactHref(subject: ContactSubjectId): `/contact?subject=${ContactSubjectId}` {
  return `/contact?subject=${subject}`;
}

/** The subject named by a query-string value, or undefined when it names none. */
export function contactSubjectFrom(value: string | null): ContactSubjectId | undefined {
  return contactSubjects.find((subject) => subject.id === value)?.id;
}

import { contactSubjects } from "./contact-request.js";

// The subject list itself lives in contact-request.js, which the server reads too.
export { contactSubjects };

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

import { ContactOutcome } from "~/components/company/contact-outcome";
import { contactThanks, contactThanksPage } from "~/content/contact-outcomes";
import { contactThanksPath } from "~/content/contact-request.js";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: contactThanksPage.meta.title,
    meta: contactThanksPage.meta,
    description: contactThanks.lead,
    path: contactThanksPath,
    noindex: true,
  });

export default function ContactThanks() {
  return (
    <ContactOutcome
      eyebrow={contactThanksPage.eyebrow}
      title={contactThanks.title}
      lead={contactThanks.lead}
      steps={contactThanks.steps}
      links={[contactThanks.home, contactThanks.back]}
    />
  );
}

import { ContactOutcome } from "~/components/company/contact-outcome";
import { contactNotSent, contactNotSentPage } from "~/content/contact-outcomes";
import { contactFormAction } from "~/content/contact-request.js";
import { pageMeta } from "~/lib/meta";

// Prerendered at the form's own address: a static host without the form server answers a
// post there with this page (where it answers posts with files at all), never a thank-you.
export const meta = () =>
  pageMeta({
    title: contactNotSentPage.meta.title,
    meta: contactNotSentPage.meta,
    description: contactNotSent.lead,
    path: contactFormAction,
    noindex: true,
  });

export default function ContactNotSent() {
  return (
    <ContactOutcome
      eyebrow={contactNotSentPage.eyebrow}
      title={contactNotSent.title}
      lead={contactNotSent.lead}
      steps={contactNotSent.steps}
      links={[contactNotSent.back]}
    />
  );
}

import { ContactDetails } from "~/components/company/contact-details";
import { ContactForm } from "~/components/company/contact-form";
import { PrivacyLink } from "~/components/forms/privacy-link";
import { Hero } from "~/components/sections/hero";
import { contactForm, contactIntro, contactMeta } from "~/content/contact";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: contactMeta.title,
    meta: contactMeta,
    description: contactIntro.lead,
    path: location.pathname,
  });

export default function Contact() {
  return (
    <>
      <Hero eyebrow={contactIntro.eyebrow} title={contactIntro.title} lead={contactIntro.lead} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-lg border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight">
            {contactForm.heading}
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">
            {contactForm.lead} <PrivacyLink section="contact-requests" />
          </p>
          <ContactForm />
        </section>
        <ContactDetails />
      </div>
    </>
  );
}

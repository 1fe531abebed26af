import { type FormEvent, useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { fieldClass, Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { contactForm } from "~/content/contact";
import {
  type ContactSubjectId,
  contactSubjectFrom,
  contactSubjects,
  defaultContactSubject,
} from "~/content/contact-subjects";
import { cn } from "~/lib/cn";

const { fields } = contactForm;

function FieldLabel({
  htmlFor,
  text,
  required,
}: {
  htmlFor: string;
  text: string;
  required: boolean;
}) {
  return (
    <Label htmlFor={htmlFor}>
      {text}{" "}
      <span className="font-normal text-muted-foreground">
        {required ? contactForm.requiredNote : contactForm.optionalNote}
      </span>
    </Label>
  );
}

/**
 * The contact form (spec 5): only the browser's own required and type checks apply. A
 * valid submit is thanked and cleared; nothing is sent anywhere.
 */
export function ContactForm() {
  const id = useId();
  const [searchParams] = useSearchParams();
  const subjectParam = searchParams.get("subject");
  const [subject, setSubject] = useState<ContactSubjectId>(defaultContactSubject);
  // Counts valid submits; keying the alert on it re-announces the thanks on each one.
  const [submitCount, setSubmitCount] = useState(0);

  // The prerendered page has no query string, so the chosen subject is applied after
  // hydration rather than during it, keeping server and client markup identical.
  useEffect(() => {
    setSubject(contactSubjectFrom(subjectParam) ?? defaultContactSubject);
  }, [subjectParam]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.currentTarget.reset();
    setSubject(defaultContactSubject);
    setSubmitCount((count) => count + 1);
  }

  return (
    <form onSubmit={handleSubmit} aria-labelledby="contact-form-heading" className="grid gap-5">
      <div className="grid gap-2">
        <FieldLabel htmlFor={`${id}-name`} text={fields.name} required />
        <Input id={`${id}-name`} name="name" type="text" autoComplete="name" required />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <FieldLabel htmlFor={`${id}-email`} text={fields.email} required />
          <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        </div>
        <div className="grid gap-2">
          <FieldLabel htmlFor={`${id}-phone`} text={fields.phone} required={false} />
          <Input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" />
        </div>
      </div>
      <div className="grid gap-2">
        <FieldLabel htmlFor={`${id}-subject`} text={fields.subject} required={false} />
        <select
          id={`${id}-subject`}
          name="subject"
          value={subject}
          onChange={(event) =>
            setSubject(contactSubjectFrom(event.target.value) ?? defaultContactSubject)
          }
          className={cn(fieldClass, "h-11")}
        >
          {contactSubjects.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <FieldLabel htmlFor={`${id}-message`} text={fields.message} required />
        <Textarea id={`${id}-message`} name="message" rows={4} required />
      </div>
      <Button type="submit" size="lg" className="justify-self-start">
        {contactForm.submit}
      </Button>
      {submitCount > 0 ? (
        <div
          key={submitCount}
          role="alert"
          className="flex gap-3 rounded-lg border border-success bg-success-soft p-4 text-success"
        >
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{contactForm.thanks}</p>
            <p className="mt-1 text-sm text-foreground">{contactForm.thanksDetail}</p>
          </div>
        </div>
      ) : null}
    </form>
  );
}

import { type FormEvent, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useFormAction } from "~/components/forms/use-form-action";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { fieldClass, Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { contactForm } from "~/content/contact";
import {
  type ContactSubjectId,
  contactFieldLimits,
  contactSubjectFrom,
  contactSubjects,
  defaultContactSubject,
} from "~/content/contact-fields.js";
import {
  contactFieldsIn,
  contactFormAction,
  contactFormClasses,
  contactFormDom,
  errorId,
  fieldId,
} from "~/content/contact-request.js";
import { cn } from "~/lib/cn";
import { localeOfPath } from "~/lib/locales.js";

const { fields } = contactForm;
type Errors = Record<string, string>;

/**
 * The server fills the page it sends with this render's signed token and the subject the
 * address names; hydration starts from what it wrote so the markup matches.
 */
function renderedValue(id: string): string {
  if (typeof document === "undefined") return "";
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement
    ? element.value
    : "";
}

function Field({
  name,
  text,
  required,
  error,
  children,
}: {
  name: string;
  text: string;
  required: boolean;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={fieldId(name)}>
        {text}{" "}
        <span className="font-normal text-muted-foreground">
          {required ? contactForm.requiredNote : contactForm.optionalNote}
        </span>
      </Label>
      {children}
      {error ? (
        <p id={errorId(name)} className={contactFormClasses.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The contact form: a real post to the server (it works without JavaScript, and the server
 * answers with the thank-you page or this form again with its messages). Once React runs,
 * the same post goes through fetch: the thanks appear in place, refused fields get their
 * message and the first one the focus, and what the visitor typed stays.
 */
export function ContactForm() {
  const [searchParams] = useSearchParams();
  const subjectParam = searchParams.get("subject");
  const [subject, setSubject] = useState<ContactSubjectId>(
    () => contactSubjectFrom(renderedValue(fieldId("subject"))) ?? defaultContactSubject,
  );
  const [token, setToken] = useState(() => renderedValue("contact-form-token"));
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState("");
  const [sending, setSending] = useState(false);
  // Counts messages sent; keying the thanks on it re-announces them each time.
  const [sentCount, setSentCount] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const asking = useRef(false);
  // The page's language's route: the server answers, and keeps the lead, in that language.
  const action = useFormAction(contactFormAction);
  // The page's language's fields: a Japanese form asks for the family name, then the given.
  const locale = localeOfPath(useLocation().pathname);
  const fieldNames = contactFieldsIn(locale);

  useEffect(() => {
    if (subjectParam !== null)
      setSubject(contactSubjectFrom(subjectParam) ?? defaultContactSubject);
  }, [subjectParam]);

  // A page reached by a link inside the site was not filled by the server: ask it for a
  // token once the visitor starts on the form (the fill time counts from then).
  async function ensureToken() {
    if (token || asking.current) return;
    asking.current = true;
    const answer = await fetch(`${action}?token`, {
      headers: { accept: "application/json" },
    }).catch(() => undefined);
    const body = await answer?.json().catch(() => undefined);
    if (typeof body?.formToken === "string") setToken(body.formToken);
    asking.current = false;
  }

  function showErrors(found: Errors, message: string | undefined) {
    setErrors(found);
    setNotice(message ?? "");
    const first = fieldNames.find((name) => found[name]);
    // After React has drawn the messages, so the field is described when it gets focus.
    requestAnimationFrame(() =>
      (first ? document.getElementById(fieldId(first)) : formRef.current)?.focus(),
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const { checkContactRequest, contactRequestSchemaWith, contactErrors, contactNotices } =
      await import("~/lib/contact-schema.js");
    const check = checkContactRequest(
      Object.fromEntries(data),
      contactRequestSchemaWith(contactErrors, locale),
      locale,
    );
    if (!check.ok) return showErrors(check.errors, contactNotices.fixFields);
    setSending(true);
    try {
      const answer = await fetch(action, {
        method: "POST",
        headers: { accept: "application/json" },
        body: new URLSearchParams(data as unknown as Record<string, string>),
      });
      const body = await answer.json();
      if (typeof body.formToken === "string") setToken(body.formToken);
      if (body.ok === true) {
        form.reset();
        setSubject(defaultContactSubject);
        setErrors({});
        setNotice("");
        setSentCount((count) => count + 1);
      } else {
        showErrors(body.errors ?? {}, body.message ?? contactNotices.unavailable);
      }
    } catch {
      // No answer, or not the form server's (a static copy of the site): say so honestly.
      showErrors({}, contactNotices.unavailable);
    } finally {
      setSending(false);
    }
  }

  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": errorId(name) } : {};

  return (
    <form
      ref={formRef}
      id={contactFormDom.formId}
      method="post"
      action={action}
      // The site's own messages, in the page's language, say what is wrong: the form's check
      // once React runs, the server's answer before (docs/decisions/035). The browser's
      // bubble would speak the browser's language.
      noValidate
      onSubmit={handleSubmit}
      onFocus={ensureToken}
      aria-labelledby="contact-form-heading"
      tabIndex={-1}
      className="grid gap-5 outline-none"
    >
      {notice ? (
        <p id={contactFormDom.statusId} role="alert" className={contactFormClasses.notice}>
          {notice}
        </p>
      ) : null}
      <input type="hidden" id="contact-form-token" name={contactFormDom.tokenName} value={token} />
      {fieldNames.includes("familyName") ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {(["familyName", "givenName"] as const).map((name) => (
            <Field key={name} name={name} text={fields[name]} required error={errors[name]}>
              <Input
                id={fieldId(name)}
                name={name}
                type="text"
                autoComplete={name === "familyName" ? "family-name" : "given-name"}
                maxLength={contactFieldLimits.name}
                required
                {...described(name)}
              />
            </Field>
          ))}
        </div>
      ) : (
        <Field name="name" text={fields.name} required error={errors.name}>
          <Input
            id={fieldId("name")}
            name="name"
            type="text"
            autoComplete="name"
            maxLength={contactFieldLimits.name}
            required
            {...described("name")}
          />
        </Field>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="email" text={fields.email} required error={errors.email}>
          <Input
            id={fieldId("email")}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={contactFieldLimits.email}
            required
            {...described("email")}
          />
        </Field>
        <Field name="phone" text={fields.phone} required={false} error={errors.phone}>
          <Input
            id={fieldId("phone")}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={contactFieldLimits.phone}
            {...described("phone")}
          />
        </Field>
      </div>
      <Field name="company" text={fields.company} required={false} error={errors.company}>
        <Input
          id={fieldId("company")}
          name="company"
          type="text"
          autoComplete="organization"
          maxLength={contactFieldLimits.company}
          {...described("company")}
        />
      </Field>
      <Field name="subject" text={fields.subject} required={false} error={errors.subject}>
        <select
          id={fieldId("subject")}
          name="subject"
          value={subject}
          onChange={(event) =>
            setSubject(contactSubjectFrom(event.target.value) ?? defaultContactSubject)
          }
          className={cn(fieldClass, "h-11")}
          {...described("subject")}
        >
          {contactSubjects.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field name="message" text={fields.message} required error={errors.message}>
        <Textarea
          id={fieldId("message")}
          name="message"
          rows={4}
          maxLength={contactFieldLimits.message}
          required
          {...described("message")}
        />
      </Field>
      {/* A field people never see or reach; bots that fill every input give themselves away. */}
      <div aria-hidden="true" className="absolute -inset-s-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId(contactFormDom.honeypotName)}>{contactForm.honeypot}</label>
        <input
          id={fieldId(contactFormDom.honeypotName)}
          name={contactFormDom.honeypotName}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <Button type="submit" size="lg" className="justify-self-start" disabled={sending}>
        {sending ? contactForm.sending : contactForm.submit}
      </Button>
      {sentCount > 0 ? (
        <div
          key={sentCount}
          role="status"
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

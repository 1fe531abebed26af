import type { ReactNode } from "react";
import type { z } from "zod";
import { Link } from "~/components/ui/site-link";
import type { noticeSchema } from "~/content/schemas";

type Notice = z.infer<typeof noticeSchema>;

/** A page in the middle of a flow: what happened, what to do next, and where to go. */
export function NoticePage({ notice, children }: { notice: Notice; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <h1 id="page-title" className="text-4xl font-extrabold tracking-tight text-balance">
        {notice.title}
      </h1>
      <p className="mt-6 text-lg text-pretty">{notice.lead}</p>
      {notice.paragraphs.length > 1 ? (
        <ul className="mt-4 grid list-disc gap-2 ps-6 text-muted-foreground">
          {notice.paragraphs.map((paragraph) => (
            <li key={paragraph}>{paragraph}</li>
          ))}
        </ul>
      ) : (
        notice.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-pretty text-muted-foreground">
            {paragraph}
          </p>
        ))
      )}
      {children ? <div className="mt-8">{children}</div> : null}
      <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
        {notice.links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="rounded-sm text-primary underline underline-offset-4">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { type FeedGroup, feedFormats } from "~/content/feeds";
import { m } from "~/paraglide/messages.js";

/** "Subscribe: RSS · Atom · JSON Feed", plain links to the feed files. */
export function FeedLinks({ group, className }: { group: FeedGroup; className?: string }) {
  return (
    <p className={className}>
      <span className="font-semibold">{m.feed_subscribe()}</span>{" "}
      {feedFormats.map((format, index) => (
        <span key={format.key}>
          {index > 0 ? <span aria-hidden="true"> · </span> : null}
          <a
            href={group[format.key]}
            type={format.type}
            className="text-primary underline underline-offset-4"
          >
            {format.label}
            <span className="sr-only">
              {m.feed_of({ site: group.title.replace(/^Flowboard /, "") })}
            </span>
          </a>
        </span>
      ))}
    </p>
  );
}

import { Icon } from "~/components/icon";
import type { Certification } from "~/content/schemas";

/** Audited certifications, each named in text beside a seal drawn as an icon. */
export function CertificationList({ items }: { items: readonly Certification[] }) {
  return (
    <ul className="mx-auto grid max-w-4xl gap-6 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.name} className="flex gap-4 rounded-lg border bg-card p-6 shadow-sm">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-success-soft text-success">
            <Icon name="badge-check" className="size-7" />
          </span>
          <div>
            <h3 className="text-xl font-bold">{item.name}</h3>
            <p className="mt-2 text-muted-foreground">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

import { CtaLink } from "~/components/sections/cta-link";
import { StaticContent } from "~/components/static-content";
import type { Cta } from "~/content/schemas";

interface ContactCard {
  id: string;
  title: string;
  text: string;
  cta: Cta;
}

/** Where the about page's #careers, #contact-sales and #support links land, and lead on from. */
export function AboutContactCards({ cards }: { cards: readonly ContactCard[] }) {
  return (
    <StaticContent className="grid gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <section
          key={card.id}
          id={card.id}
          aria-labelledby={`${card.id}-heading`}
          className="flex flex-col rounded-lg border bg-card p-6 shadow-sm"
        >
          <h3 id={`${card.id}-heading`} className="text-xl font-semibold">
            {card.title}
          </h3>
          <p className="mt-2 flex-1 text-muted-foreground">{card.text}</p>
          <CtaLink cta={card.cta} size="md" variant="outline" className="mt-6 self-start" />
        </section>
      ))}
    </StaticContent>
  );
}

import { StaticContent } from "~/components/static-content";

interface Step {
  title: string;
  text: string;
}

/** A numbered walk-through; the numbers are real list numbers, not decoration. */
export function StepsList({ steps }: { steps: readonly Step[] }) {
  return (
    <StaticContent as="ol" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-lg border bg-card p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="mb-3 inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </StaticContent>
  );
}

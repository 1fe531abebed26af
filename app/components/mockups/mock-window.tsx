import type { ReactNode } from "react";
import { StaticContent } from "~/components/static-content";
import { cn } from "~/lib/cn";

interface MockWindowProps {
  /** Shown in the window's title bar. */
  title: string;
  /** The text alternative: what the picture shows, for people who cannot see it. */
  description: string;
  className?: string;
  children: ReactNode;
  /**
   * Working controls under the picture (a Save button, a message box). They sit outside
   * the image, whose contents assistive tech does not reach, so they stay usable.
   */
  controls?: ReactNode;
}

const frame =
  "overflow-hidden rounded-xl border bg-card text-card-foreground shadow-2xl shadow-primary/10";

function TitleBar({ title }: { title: string }) {
  return (
    <div className="flex items-center gap-2 border-b bg-muted px-4 py-2.5">
      <span className="size-3 rounded-full bg-[#f87171]" />
      <span className="size-3 rounded-full bg-[#fbbf24]" />
      <span className="size-3 rounded-full bg-[#34d399]" />
      <span className="ms-2 truncate text-xs font-medium text-muted-foreground">{title}</span>
    </div>
  );
}

/**
 * The frame of every product mock-up: an app window drawn in HTML. The picture is one
 * image for assistive tech, named by `description`; with `controls`, the window is a
 * group holding that image and the controls.
 */
export function MockWindow({ title, description, className, children, controls }: MockWindowProps) {
  if (!controls) {
    return (
      // The pictures' words are drawn in English in every language (docs/decisions/028).
      <StaticContent role="img" lang="en" aria-label={description} className={cn(frame, className)}>
        <TitleBar title={title} />
        <div className="p-4 sm:p-5">{children}</div>
      </StaticContent>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would announce a form; this groups a picture with the controls drawn in it
    <div role="group" aria-label={title} className={cn(frame, className)}>
      <StaticContent aria-hidden="true" lang="en">
        <TitleBar title={title} />
      </StaticContent>
      <StaticContent
        role="img"
        lang="en"
        aria-label={description}
        className="px-4 pt-4 sm:px-5 sm:pt-5"
      >
        {children}
      </StaticContent>
      <div className="p-4 sm:px-5 sm:pb-5">{controls}</div>
    </div>
  );
}

export function ProgressRing({
  value,
  label,
  color,
}: {
  value: number;
  label: string;
  color: string;
}) {
  const radius = 30;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className="flex items-center gap-3">
      <svg viewBox="0 0 80 80" className="size-16 shrink-0 -rotate-90" aria-hidden="true">
        <circle
          cx="40"
          cy="40"
          r={radius}
          fill="none"
          stroke="var(--color-border)"
          strokeWidth="10"
        />
        <circle
          cx="40"
          cy="40"
          r={radius}
          fill="none"
          stroke={color}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${(value / 100) * circumference} ${circumference}`}
        />
      </svg>
      <div>
        <p className="text-2xl font-bold">{value}%</p>
        <p className="text-xs text-muted-foreground">{label}</p>
      </div>
    </div>
  );
}

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
      <StaticContent role="img" aria-label={description} className={cn(frame, className)}>
        <TitleBar title={title} />
        <div className="p-4 sm:p-5">{children}</div>
      </StaticContent>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would announce a form; this groups a picture with the controls drawn in it
    <div role="group" aria-label={title} className={cn(frame, className)}>
      <StaticContent aria-hidden="true">
        <TitleBar title={title} />
      </StaticContent>
      <StaticContent role="img" aria-label={description} className="px-4 pt-4 sm:px-5 sm:pt-5">
        {children}
      </StaticContent>
      <div className="p-4 sm:px-5 sm:pb-5">{controls}</div>
    </div>
  );
}

import { type ComponentPropsWithoutRef, type ElementType, type ReactNode, useState } from "react";
import { isClientNavigation } from "~/components/deferred-section";

/** The one value React is given for an adopted island: equal on every render, so never applied. */
const ADOPTED = { __html: "" };

type StaticContentProps<T extends ElementType> = {
  /** The element that holds the content ("div" unless said). */
  as?: T;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, "as" | "children" | "dangerouslySetInnerHTML">;

/**
 * Content with nothing to click but links: text, lists, pictures drawn in HTML. On a first
 * view React adopts its prerendered HTML as it is, without rendering or hydrating what is
 * inside (an element whose content is `dangerouslySetInnerHTML` is taken as one opaque
 * node, and an equal value is never written again), which is most of the hydration work of
 * a page (docs/decisions/008). After a client-side navigation there is no HTML to adopt,
 * and the content renders as usual.
 *
 * Nothing inside may need React: no event handler, state or effect. Links still navigate
 * within the app: the root layout follows clicks on router links inside `[data-static]`
 * (app/lib/follow-island-links.ts).
 */
export function StaticContent<T extends ElementType = "div">({
  as,
  children,
  ...rest
}: StaticContentProps<T>) {
  const Tag: ElementType = as ?? "div";
  // Decided once per mounted island: an adopted island stays adopted when the page
  // re-renders, and a rendered one keeps rendering.
  const [adopt] = useState(isFirstHydration);
  if (adopt)
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, never written: React keeps the prerendered HTML
      <Tag {...rest} data-static="" suppressHydrationWarning dangerouslySetInnerHTML={ADOPTED} />
    );
  return (
    <Tag {...rest} data-static="">
      {children}
    </Tag>
  );
}

/** True while React hydrates the prerendered page it was loaded with. */
function isFirstHydration(): boolean {
  return !import.meta.env.SSR && !isClientNavigation();
}

import { type ComponentType, lazy, memo, Suspense, useEffect, useRef, useState } from "react";

/** How far below the viewport a deferred section starts loading: half a screen. */
const LOAD_AHEAD = "50% 0px";

type SectionModule = { default: ComponentType };

export interface DeferredSection {
  Section: ComponentType;
  /** The section is near the viewport: load its code (once). */
  reveal: () => void;
  /** Loads the code now (once); resolves when it is there. */
  preload: () => Promise<SectionModule>;
}

/**
 * True while a page's modules are evaluated for a client-side navigation (the root marks
 * the document once the first page has hydrated); false on a first view and at build.
 */
export function isClientNavigation(): boolean {
  return !import.meta.env.SSR && document.documentElement.dataset.hydrated === "true";
}

/**
 * A below-the-fold section whose code loads only as the visitor nears it, declared once
 * per module and drawn with <Deferred section={...} />. The prerendered HTML holds the
 * section from the start (read, linked, found and usable without JavaScript); on that
 * first page view React leaves it as it is until its code arrives, then hydrates it.
 * A page reached by a client-side navigation has no such HTML: it awaits `preload()`
 * before it renders (see `whenNavigatedTo`), so it appears whole.
 *
 * Only for sections whose controls work without React (text, tables, links, <details>):
 * React does not replay a click that lands on a section before its code, so a button
 * there (a copy button, say) would do nothing for a fast scroller.
 */
export function deferredSection(load: () => Promise<SectionModule>): DeferredSection {
  let loaded: SectionModule | undefined;
  let loading: Promise<SectionModule> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  let reveal = () => {};
  const near = new Promise<void>((resolve) => {
    reveal = resolve;
  });
  // Decided now, not when React first renders the section: React hydrates a Suspense
  // boundary in a later pass, after the root has already marked the page hydrated.
  const firstView = !import.meta.env.SSR && !isClientNavigation();
  const Section = lazy(() => {
    // React reads a thenable that settles at once without suspending.
    if (loaded) {
      const module = loaded;
      // biome-ignore lint/suspicious/noThenProperty: a thenable that settles at once is how React takes a module it already has
      return { then: (resolve: (value: SectionModule) => void) => resolve(module) } as never;
    }
    return firstView ? near.then(preload) : preload();
  });
  return { Section, reveal, preload };
}

/**
 * For a page module's top level: on a client-side navigation, waits for the page's
 * deferred sections so the page renders whole (anchors land where they should); on a
 * first view or at build it resolves at once.
 */
export async function whenNavigatedTo(...sections: DeferredSection[]): Promise<void> {
  if (isClientNavigation()) await Promise.all(sections.map((section) => section.preload()));
}

/**
 * Draws a deferred section. It takes no props but the section and never re-renders from
 * above (memo): a boundary React has not hydrated yet would otherwise drop its HTML to
 * render afresh.
 */
export const Deferred = memo(function Deferred({ section }: { section: DeferredSection }) {
  const ref = useRef<HTMLDivElement>(null);
  // Read while rendering: a client-side render (the page was visited before and its
  // sections never came near) has nothing prerendered to keep, so it loads at once.
  const [clientRender] = useState(isClientNavigation);
  useEffect(() => {
    const node = ref.current;
    if (!node || clientRender || typeof IntersectionObserver === "undefined")
      return section.reveal();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        section.reveal();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [section, clientRender]);
  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <section.Section />
      </Suspense>
    </div>
  );
});

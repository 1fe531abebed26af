// The editor's live preview: the page being edited, drawn by the site's own route module,
// header, footer and stylesheet inside Decap's preview frame, with the form's unsaved values.
// Built apart from the site (preview.vite.config.ts) into node_modules/.cache, so none of it
// ships to visitors. The editor page calls `window.flowboardPreview.render` on each change.
//
// A translation's form is previewed in a document of the page's language (/de/preview-frame,
// lang and dir on its <html>), where this bundle runs again: its content and messages are in
// that language from the start, and `renderWords` puts the form's words over the English file
// as the build does (`translated`, then the language's facts).
import "~/styles/app.css";
import { facts } from "virtual:preview-facts";
import { routes } from "virtual:preview-routes";
import { Component, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ReadingDirection } from "~/components/ui/direction";
import { localeNamed, pathInLocale } from "~/lib/locales.js";
import { pageLocale } from "~/lib/localized-content";
import { fillReferences } from "../../../pipeline/content/references.ts";
import { translated } from "../../../pipeline/content/translations.mjs";
import { updateContent } from "./live-content.ts";

const moduleOf = (page: string) =>
  (routes as Record<string, () => Promise<{ default: () => ReactNode }>>)[page];

class PreviewBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p role="alert" className="p-8">
        This page cannot be previewed with these values ({this.state.error.message}). Saving checks
        them.
      </p>
    ) : (
      this.props.children
    );
  }
}

const roots = new WeakMap<Element, Root>();

/** Draws `page` into `container` with the file's values as the form holds them now. */
async function render(
  container: Element,
  { file, page, data }: { file: string; page: string; data: unknown },
) {
  await draw(container, page, () => {
    const problems: string[] = [];
    if (data && typeof data === "object")
      updateContent(file, fillReferences(file, data, factsHere(), problems));
  });
}

const factsHere = () => facts[pageLocale()] ?? {};

const englishFiles = new Map<string, Promise<unknown>>();
/** The English file as it stands, read once through the editor's backend. */
function englishOf(file: string): Promise<unknown> {
  let read = englishFiles.get(file);
  if (!read) {
    read = fetch("/api/v1", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "getEntry", params: { path: file } }),
    })
      .then((response) => response.json() as Promise<{ data: string }>)
      .then((entry) => JSON.parse(entry.data));
    englishFiles.set(file, read);
  }
  return read;
}

/**
 * Draws `page` with a translation's words as the form holds them, put over the English
 * `english` file, in this document's language.
 */
async function renderWords(
  container: Element,
  { file, english, page, words }: { file: string; english: string; page: string; words: unknown },
) {
  const base = await englishOf(english);
  await draw(container, page, () => {
    const problems: string[] = [];
    updateContent(english, fillReferences(file, translated(base, words), factsHere(), problems));
  });
}

async function draw(container: Element, page: string, update: () => void) {
  const load = moduleOf(page);
  // The page's module first: the content files it reads register themselves as it loads.
  const route = load ? await load() : undefined;
  update();
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  if (!route) {
    root.render(
      <p className="p-8">
        {page} is drawn from files the build reads: save, then see it with npm run build.
      </p>,
    );
    return;
  }
  // The page's address in this document's language (/he), which its links and language menu read.
  const address = pathInLocale(page, pageLocale());
  const router = createMemoryRouter(
    [
      {
        path: address,
        element: (
          <ReadingDirection dir={localeNamed(pageLocale()).dir}>
            <SiteHeader />
            <main id="main">
              <route.default />
            </main>
            <SiteFooter />
          </ReadingDirection>
        ),
      },
    ],
    { initialEntries: [address] },
  );
  root.render(
    <PreviewBoundary key={Math.random()}>
      <RouterProvider router={router} />
    </PreviewBoundary>,
  );
}

declare global {
  interface Window {
    flowboardPreview?: { render: typeof render; renderWords: typeof renderWords };
  }
}
window.flowboardPreview = { render, renderWords };
// In a language's own document, the editor page left on the frame what to draw once this
// bundle has run (editor-page.js).
(window.frameElement as (Element & { flowboardDraw?: () => void }) | null)?.flowboardDraw?.();

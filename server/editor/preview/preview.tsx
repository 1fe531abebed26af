// The editor's live preview: the page being edited, drawn by the site's own route module,
// header, footer and stylesheet inside Decap's preview frame, with the form's unsaved values.
// Built apart from the site (preview.vite.config.ts) into node_modules/.cache, so none of it
// ships to visitors. The editor page calls `window.flowboardPreview.render` on each change.
import "~/styles/app.css";
import { facts } from "virtual:preview-facts";
import { routes } from "virtual:preview-routes";
import { Component, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { fillReferences } from "../../../pipeline/content/references.ts";
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
  const load = moduleOf(page);
  // The page's module first: the content files it reads register themselves as it loads.
  const route = load ? await load() : undefined;
  const problems: string[] = [];
  if (data && typeof data === "object")
    updateContent(file, fillReferences(file, data, facts, problems));
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
  const router = createMemoryRouter(
    [
      {
        path: page,
        element: (
          <>
            <SiteHeader />
            <main id="main">
              <route.default />
            </main>
            <SiteFooter />
          </>
        ),
      },
    ],
    { initialEntries: [page] },
  );
  root.render(
    <PreviewBoundary key={Math.random()}>
      <RouterProvider router={router} />
    </PreviewBoundary>,
  );
}

declare global {
  interface Window {
    flowboardPreview?: { render: typeof render };
  }
}
window.flowboardPreview = { render };

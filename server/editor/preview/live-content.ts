// The content of one drawing of the preview. Each drawing is a document of its own
// (/preview-frame, /de/preview-frame: editor-server.ts), made by the editor page with what
// the form holds now (`flowboardInput` on the frame element, editor-page.js). Before any
// module of the site runs, this asks the editor for every content file as the working tree
// holds it with the form's values in place of the edited file (preview-state.ts); the
// content modules (live-content-plugin.ts) then hand those out, so every value a module
// derives when it first runs (a copied list, a price written out) is derived from them.
import type { PreviewArticles, PreviewRequest, PreviewState } from "../preview-state.ts";

export type PreviewInput = PreviewRequest & {
  /** Where the drawing before this one was scrolled to. */
  scrollY?: number;
};
type PreviewFrame = HTMLIFrameElement & {
  flowboardInput?: PreviewInput;
  flowboardDrawn?: () => void;
};

const frame = window.frameElement as PreviewFrame | null;
export const input: PreviewInput | undefined = frame?.flowboardInput;

async function ask<T>(what: "state" | "articles", request: PreviewInput): Promise<T> {
  const response = await fetch(`/preview/${what}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new Error(`the editor answered ${response.status}`);
  return response.json() as Promise<T>;
}

const state: PreviewState | undefined = input ? await ask("state", input) : undefined;

function current(): PreviewState {
  if (!state) throw new Error("the preview is drawn in a frame the editor page makes");
  return state;
}

/** A content file as the editor has it now, and the words its language puts over it. */
export const contentOf = (file: string): { data: object; words?: unknown } => {
  const entry = current().files[file];
  if (!entry) throw new Error(`${file} is not a content file the editor knows`);
  return entry as { data: object; words?: unknown };
};
export const pageNow = () => current().page;
/** The form's words as they will read, each with its label (preview-state.ts). */
export const formWordsNow = () => current().formWords;

let articles: Promise<PreviewArticles> | undefined;
/**
 * The articles' lists, pages and the bodies this page draws, with the article being edited
 * in place of its stored version; the modules that read them await this (a page drawn from
 * no article never asks). An article that cannot be drawn stops them with the build's words.
 */
export async function articlesNow(): Promise<PreviewArticles> {
  if (!input) throw new Error("the preview is drawn in a frame the editor page makes");
  articles ??= ask<PreviewArticles>("articles", input);
  const answer = await articles;
  if (answer.problems.length)
    throw new Error(
      `this article cannot be drawn until these are put right: ${answer.problems.join("; ")}`,
    );
  return answer;
}

/** Tells the editor page that this drawing is ready to be shown in place of the last. */
export const drawn = () => frame?.flowboardDrawn?.();

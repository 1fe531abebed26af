// What the production server (`npm start`) takes of the editor, compiled by `npm run build`
// into build/editor/live-editor.mjs (pipeline/editor/bundle-live-editor.mjs): the proxy
// backend with its save checks, and the configuration and entries generated from the
// schemas. The server is plain Node ESM; this is its one way into the editor's TypeScript.

export { editorConfig, editorEntries } from "../../pipeline/content/editor-config.ts";
export { CONFLICT_MESSAGE, createEditorBackend } from "./backend.ts";
// The editorial workflow over the server's own content repository (docs/decisions/040).
export { contentRepoOptionsFromEnv, openContentRepo } from "./content-repo.ts";
export { createRepoBackend } from "./workflow.ts";

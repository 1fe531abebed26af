// Review notes on an unpublished change (Decap's notes pane: getNotes, addNote, updateNote,
// deleteNote, toggleNoteResolution), kept in the content repository as one JSON blob per
// entry under refs/cms-notes/<collection>/<slug>, gone with the change when it is published
// or discarded. The author and the time are the server's, never the request's; a note is
// changed or deleted only by the member who wrote it.
import { randomUUID } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ContentRepo, Member } from "./content-repo.ts";
import { EditorRequestError } from "./files.ts";

export interface Note {
  id: string;
  content: string;
  timestamp: string;
  author: string;
  authorEmail: string;
  entrySlug: string;
  resolved: boolean;
}

export const MAX_NOTE_CHARACTERS = 5000;
const MAX_NOTES = 200;

type Params = Record<string, unknown>;

const notesRef = (branch: string) => `refs/cms-notes/${branch.slice("cms/".length)}`;

function contentOf(value: unknown): string {
  if (typeof value !== "string" || !value.trim())
    throw new EditorRequestError(400, "a note must say something");
  if (value.length > MAX_NOTE_CHARACTERS)
    throw new EditorRequestError(413, `a note may hold at most ${MAX_NOTE_CHARACTERS} characters`);
  return value;
}

export function createReviewNotes(repo: ContentRepo) {
  async function read(branch: string): Promise<Note[]> {
    const found = await repo.git(["cat-file", "blob", notesRef(branch)], { allowFail: true });
    return found.code === 0 ? (JSON.parse(found.stdout) as Note[]) : [];
  }

  async function write(branch: string, notes: Note[]): Promise<void> {
    const file = path.join(repo.liveDir, "..", `content-note-${process.pid}-${randomUUID()}.json`);
    writeFileSync(file, JSON.stringify(notes));
    try {
      const blob = (await repo.git(["hash-object", "-w", file])).stdout.trim();
      await repo.git(["update-ref", notesRef(branch), blob]);
    } finally {
      rmSync(file, { force: true });
    }
  }

  function noteOf(notes: Note[], params: Params, member: Member): Note {
    const note = notes.find((one) => one.id === params.noteId);
    if (!note) throw new EditorRequestError(404, "Not Found: no such note");
    if (note.authorEmail !== member.email)
      throw new EditorRequestError(403, "only the member who wrote a note may change it");
    return note;
  }

  return {
    get: async (branch: string) => ({ notes: await read(branch) }),
    async add(branch: string, slug: string, params: Params, member: Member) {
      const sent = (params.note ?? {}) as Params;
      const notes = await read(branch);
      if (notes.length >= MAX_NOTES)
        throw new EditorRequestError(413, `a change may have at most ${MAX_NOTES} notes`);
      const note: Note = {
        id: randomUUID(),
        content: contentOf(sent.content),
        timestamp: new Date().toISOString(),
        author: member.name,
        authorEmail: member.email,
        entrySlug: slug,
        resolved: false,
      };
      await write(branch, [...notes, note]);
      return { note };
    },
    async update(branch: string, params: Params, member: Member) {
      const notes = await read(branch);
      const note = noteOf(notes, params, member);
      const updates = (params.updates ?? {}) as Params;
      if (updates.content !== undefined) note.content = contentOf(updates.content);
      if (typeof updates.resolved === "boolean") note.resolved = updates.resolved;
      await write(branch, notes);
      return { note };
    },
    async toggle(branch: string, params: Params) {
      const notes = await read(branch);
      const note = notes.find((one) => one.id === params.noteId);
      if (!note) throw new EditorRequestError(404, "Not Found: no such note");
      // Anyone on the change may mark a note done (or not): it is the review's state.
      note.resolved = !note.resolved;
      await write(branch, notes);
      return { note };
    },
    async remove(branch: string, params: Params, member: Member) {
      const notes = await read(branch);
      const note = noteOf(notes, params, member);
      await write(
        branch,
        notes.filter((one) => one !== note),
      );
      return { message: "note deleted" };
    },
    /** Gone with its change (published or discarded). */
    async drop(branch: string) {
      await repo.git(["update-ref", "-d", notesRef(branch)], { allowFail: true });
    },
  };
}

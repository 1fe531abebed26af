// The content files of the preview, each one object kept for the page's life and changed in
// place (see live-content-plugin.ts).
const files = new Map<string, unknown>();

export function liveContent<T>(file: string, data: T): T {
  files.set(file, data);
  return data;
}

export const isLive = (file: string) => files.has(file);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** `target` made equal to `next`, keeping every object and list it already holds. */
function assignInPlace(target: unknown, next: unknown): unknown {
  if (Array.isArray(target) && Array.isArray(next)) {
    next.forEach((item, index) => {
      target[index] = assignInPlace(target[index], item);
    });
    target.length = next.length;
    return target;
  }
  if (isObject(target) && isObject(next)) {
    for (const key of Object.keys(target)) if (!(key in next)) delete target[key];
    for (const [key, value] of Object.entries(next))
      target[key] = assignInPlace(target[key], value);
    return target;
  }
  return next;
}

/** Puts the form's values into the file's live object; false when no page reads the file. */
export function updateContent(file: string, data: unknown): boolean {
  const live = files.get(file);
  if (live === undefined) return false;
  assignInPlace(live, data);
  return true;
}

import { useCallback, useEffect, useRef, useState } from "react";

/** How long the tick shows after a copy (docs/spec/site-spec.md §4, §9). */
export const COPY_CONFIRM_MS = 2000;

/**
 * Copies text to the clipboard and reports `copied` for two seconds, then reverts. The one
 * copy behaviour of the site: every copy button uses it.
 */
export function useCopyToClipboard(confirmMs = COPY_CONFIRM_MS) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      try {
        await navigator.clipboard.writeText(text);
        setFailed(false);
        setCopied(true);
        timer.current = setTimeout(() => setCopied(false), confirmMs);
        return true;
      } catch {
        setCopied(false);
        setFailed(true);
        return false;
      }
    },
    [confirmMs],
  );

  return { copied, failed, copy };
}

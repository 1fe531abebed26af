import { Fragment, type ReactNode } from "react";
import { cachedFormatter } from "~/lib/intl-locale";
import { pageLocale } from "~/lib/localized-content";

/*
 * The pictures' sentences are written whole in each language, with {blanks} where a value
 * goes ("{column} changes to {first} or {second}"), so each language puts the values where
 * its grammar wants them (content/pictures, app/content/pictures.schema.ts).
 */

const BLANK = /\{(\w+)\}/g;

/** The sentence with each {blank} replaced by its value. */
export function fillText(sentence: string, values: Record<string, string | number>): string {
  return sentence.replace(BLANK, (blank, name: string) =>
    name in values ? String(values[name]) : blank,
  );
}

/** The sentence as React nodes, each {blank} replaced by its node (a chip, a mention). */
export function fillNodes(sentence: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return sentence.split(BLANK).map((piece, index) =>
    // split() with a capture group: even pieces are text, odd ones the blanks' names.
    index % 2 === 0 ? (
      piece
    ) : (
      // Keyed by place: a sentence may name the same blank twice.
      <Fragment key={`${index}-${piece}`}>{nodes[piece] ?? `{${piece}}`}</Fragment>
    ),
  );
}

const lists = cachedFormatter((locale) => new Intl.ListFormat(locale, { type: "conjunction" }));

/** "A, B and C" as the page's language joins a list ("A, B und C", "A、B、C"). */
export const joinList = (items: string[]) => lists(pageLocale()).format(items);

import { z } from "zod";
import {
  completedGroupId,
  doneStatusId,
  newItemPriorityId,
  newItemStatusId,
  reviewStatusIds,
} from "./demo-board-automation.ts";
import { uniqueBy } from "./rules.ts";
import { text } from "./schemas.ts";

const id = z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and hyphens");
const initials = z.string().regex(/^[A-Z]{2}$/, "must be two capital letters, such as AL");

const item = z
  .object({
    id,
    name: text.max(80),
    statusId: id.meta({
      title: "Status",
      description:
        "The identifier of one of the statuses above: the name shown is the status's, in the page's language",
    }),
    owner: id.nullable(),
    due: z.iso.date("must be a date written 2026-12-04").nullable(),
    priorityId: id.meta({
      title: "Priority",
      description: "The identifier of one of the priorities above",
    }),
  })
  .strict();

/**
 * content/collections/demo-board.json: the live board of /demo-projects, where a visitor
 * starts: its people, statuses, priorities, groups of items and the two automation recipes.
 */
export const demoBoardSchema = z
  .object({
    people: z
      .array(z.object({ id, name: text.max(30), initials }).strict())
      .min(2)
      .superRefine(uniqueBy("id", "person")),
    statuses: z
      .array(
        z
          .object({
            id,
            name: text.max(20),
            /** The pill's colour; the status text carries the meaning. */
            tone: z.enum(["done", "active", "blocked", "waiting", "info"]),
          })
          .strict(),
      )
      .min(3)
      .superRefine(uniqueBy("id", "status"))
      .superRefine(uniqueBy("name", "status")),
    priorities: z
      .array(z.object({ id, name: text.max(12) }).strict())
      .min(2)
      .superRefine(uniqueBy("id", "priority")),
    groups: z
      .array(
        z
          .object({ id, name: text.max(60), items: z.array(item).meta({ title: "Board items" }) })
          .strict(),
      )
      .min(2)
      .superRefine(uniqueBy("id", "group")),
    recipes: z.array(z.object({ id, text: text.max(100) }).strict()).length(2),
  })
  .strict()
  .superRefine((board, context) => {
    const issue = (path: PropertyKey[], message: string) =>
      context.addIssue({ code: "custom", path, message });
    const statuses = board.statuses.map((status) => status.id);
    const priorities = board.priorities.map((priority) => priority.id);
    const people = board.people.map((person) => person.id);
    const itemIds = new Set<string>();
    board.groups.forEach((group, groupIndex) => {
      group.items.forEach((entry, index) => {
        const at = ["groups", groupIndex, "items", index];
        if (itemIds.has(entry.id))
          issue([...at, "id"], `"${entry.id}" is used twice: each item id must be unique`);
        itemIds.add(entry.id);
        if (!statuses.includes(entry.statusId))
          issue(
            [...at, "statusId"],
            `"${entry.statusId}" is not the id of one of the board's statuses`,
          );
        if (entry.owner !== null && !people.includes(entry.owner))
          issue([...at, "owner"], `"${entry.owner}" is not one of the board's people`);
        if (!priorities.includes(entry.priorityId))
          issue(
            [...at, "priorityId"],
            `"${entry.priorityId}" is not the id of one of the board's priorities`,
          );
      });
    });
    // The recipes' code (demo-board-automation.ts) reacts to these, so the board must have them.
    for (const status of [doneStatusId, ...reviewStatusIds])
      if (!statuses.includes(status))
        issue(["statuses"], `must include the id "${status}": an automation recipe reacts to it`);
    if (!statuses.includes(newItemStatusId))
      issue(["statuses"], `must include the id "${newItemStatusId}": a new item starts there`);
    if (!priorities.includes(newItemPriorityId))
      issue(["priorities"], `must include the id "${newItemPriorityId}": a new item starts there`);
    if (!board.groups.some((group) => group.id === completedGroupId))
      issue(["groups"], `must include the group "${completedGroupId}": the Done recipe fills it`);
  });

export type DemoBoardContent = z.output<typeof demoBoardSchema>;

#!/usr/bin/env node
// "A marketing day": the ordinary changes a marketing team makes with the editor, applied to a
// copy of the repository, to prove that `npm test` keeps passing without a developer (the
// tests read what pages show from the content files; scripts/content-in-tests.mjs keeps it
// so). Usage: node scripts/marketing-day.mjs <folder of a copy of the repository>
//
// It changes the home page's English and German hero, the Team plan's price and a navigation
// label, and adds a blog post, each file written as the editor writes it (two-space JSON, a
// Markdown file with front matter), and each valid for the build: the German hero keeps its
// own words and any {{blanks}}, the post names an author and tags the site has.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const folder = process.argv[2];
if (!folder || !existsSync(path.join(folder, "content/pages/home.json"))) {
  console.error("Usage: node scripts/marketing-day.mjs <folder of a copy of the repository>");
  process.exit(1);
}
const root = path.resolve(folder);

/** Reads a content file, lets `change` edit it, writes it back as the editor does. */
function editJson(file, change) {
  const full = path.join(root, file);
  const data = JSON.parse(readFileSync(full, "utf8"));
  change(data);
  writeFileSync(full, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`changed ${file}`);
}

// 1. The home page's hero: a new headline and lead.
editJson("content/pages/home.json", (home) => {
  home.hero.title = "One calm place for every project, process and deal";
  home.hero.lead =
    "Flowboard keeps plans, automations, pipelines and reports on boards the whole company shares, so nobody waits for a status meeting to know where work stands.";
});

// 2. The same hero in German: German words of its own, any {{blanks}} kept as they were.
editJson("content/translations/de/pages/home.json", (words) => {
  const blanks = (text) => (text.match(/\{\{[^}]+\}\}/g) ?? []).join(" ");
  const keep = (before, after) => (blanks(before) ? `${after} ${blanks(before)}` : after);
  words.hero.title = keep(
    words.hero.title,
    "Ein ruhiger Ort für jedes Projekt, jeden Ablauf und jeden Deal",
  );
  words.hero.lead = keep(
    words.hero.lead,
    "Flowboard hält Pläne, Automatisierungen, Pipelines und Berichte auf Boards, die das ganze Unternehmen teilt: Niemand wartet mehr auf ein Statusmeeting, um zu wissen, wo die Arbeit steht.",
  );
});

// 3. The Team plan's price in dollars, per seat and month, billed monthly: up by six dollars.
// Billed yearly it stays as it was, still the cheaper way to pay; other currencies as they were.
editJson("content/pricing/plans.json", (pricing) => {
  const team = pricing.plans.find((plan) => plan.id === "team");
  team.monthlyPrice.USD += 6;
});

// 4. A navigation label renamed: the header's link to the pricing page. (A longer one, up to
// the schema's 20 characters, goes onto two lines in a full header bar: header-navigation.spec.ts
// checks the German header at 768 and 1024 px with a label of that length.)
editJson("content/chrome/navigation.json", (navigation) => {
  navigation.pricingLink.label = "Plans";
});

// 5. A new blog post, the newest, by an author and under tags the site has.
const authors = JSON.parse(readFileSync(path.join(root, "content/articles/authors.json"), "utf8"));
const tags = JSON.parse(readFileSync(path.join(root, "content/articles/tags.json"), "utf8"));
const author = authors.authors[authors.authors.length - 1].name;
const tagSlugs = tags.tags.slice(0, 2).map((tag) => tag.slug);
const postFile = "content/articles/blog/quarter-planning-on-one-board.md";
writeFileSync(
  path.join(root, postFile),
  `---
title: Planning the next quarter on one board
description: "A quarter plan that lives on a board gets read and updated; one in a slide deck is forgotten by week three. How three teams moved theirs."
date: 2026-12-01
author: ${author}
tags: [${tagSlugs.join(", ")}]
cover: teal
---

Most quarterly plans are written once, presented once and then left in a folder. By the third week of the quarter the work has moved on and the plan describes a team that no longer exists. The teams we spoke to for this post stopped writing their plans as documents and started keeping them as boards.

## Start from outcomes, not tasks

Each group on the board is one outcome the team wants by the end of the quarter, written as a sentence a customer would recognize. Items under it are the bets the team is making to get there. When a bet stops paying off, it moves to a group for dropped ideas instead of being deleted, so the reasoning stays visible.

## Review the board every other week

A short review every two weeks keeps the plan honest. The owner of each outcome reads out what moved, what is blocked and whether the outcome still matters. Anything that has sat untouched for a month is either given a date or dropped.

## Share one view with the rest of the company

Leadership does not need every item. A dashboard that counts finished bets per outcome, and lists the blocked ones, answers most of their questions without a meeting. The board stays the team's own working space; the dashboard is the window others look through.
`,
);
console.log(`added ${postFile}`);

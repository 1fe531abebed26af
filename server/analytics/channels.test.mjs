import { describe, expect, it } from "vitest";
import data from "./channel-rules.json" with { type: "json" };
import { channelLabel, channelOf, channelRules, compileChannelRules } from "./channels.mjs";
import { VISIT_DIMENSIONS } from "./recorder.mjs";
import { normalizeTag } from "./visitor.mjs";

/** A visit's first touch as the recorder keeps it: tags normalized, referrer by site. */
const visit = ({ referrer = null, source = null, medium = null } = {}) => ({
  referrer_site: referrer,
  utm_source: source && normalizeTag(source),
  utm_medium: medium && normalizeTag(medium),
});

describe("channels", () => {
  it("lists the nine channels the team reads, each with a name", () => {
    expect(channelRules.channels.map((channel) => channel.id)).toEqual([
      "direct",
      "organic-search",
      "paid-search",
      "organic-social",
      "paid-social",
      "email",
      "referral",
      "affiliates",
      "display",
    ]);
    for (const { id, label } of data.channels) expect(channelLabel(id)).toBe(label);
  });

  it.each([
    ["direct", "no referrer and no tag", {}],
    ["direct", "a medium no rule knows, without a source", { medium: "print" }],
    ["organic-search", "a search engine's referrer", { referrer: "google.com" }],
    ["organic-search", "utm_medium=organic", { source: "newsletter-partner", medium: "organic" }],
    ["paid-search", "a search source with cpc, no referrer", { source: "Google", medium: "cpc" }],
    [
      "paid-search",
      "a search referrer with ppc",
      { referrer: "bing.com", source: "bing", medium: "ppc" },
    ],
    ["organic-social", "a social referrer", { referrer: "linkedin.com" }],
    ["organic-social", "utm_medium=social, no referrer", { source: "linkedin", medium: "social" }],
    [
      "paid-social",
      "a social source with paid-social",
      { source: "facebook", medium: "paid-social" },
    ],
    ["email", "utm_medium=email from a mail client", { source: "newsletter", medium: "email" }],
    ["email", "utm_source=mailchimp alone", { source: "Mailchimp" }],
    ["referral", "another site's link", { referrer: "example.org" }],
    ["referral", "an unknown utm_source", { source: "podcast-episode-12" }],
    ["affiliates", "utm_medium=affiliate", { source: "partner-site", medium: "affiliate" }],
    ["display", "utm_medium=banner", { source: "ad-network", medium: "Banner" }],
    ["display", "utm_medium=cpm on a search network", { source: "google", medium: "cpm" }],
  ])("puts a visit in %s: %s", (channel, _, touch) => {
    expect(channelOf(visit(touch))).toBe(channel);
  });

  it("no longer counts as direct the tagged visits that came without a referrer", () => {
    const untagged = [{}, {}, {}, {}, {}, {}, {}];
    const tagged = [
      { source: "newsletter", medium: "email" },
      { source: "newsletter", medium: "email" },
      { source: "google", medium: "cpc" },
      { source: "linkedin", medium: "social" },
      { source: "facebook", medium: "social" },
    ];
    const channels = [...untagged, ...tagged].map((touch) => channelOf(visit(touch)));
    expect(channels.filter((channel) => channel === "direct")).toHaveLength(untagged.length);
  });

  it("treats hostile tags as unknown sources, never as a rule of its own", () => {
    for (const source of ["__proto__", "constructor", "toString", "hasOwnProperty", ".", "www."])
      expect(channelOf(visit({ source })), source).toBe("referral");
    for (const medium of ["__proto__", "(.*)", "cp".repeat(50)])
      expect(() => channelOf(visit({ medium }))).not.toThrow();
    expect(channelOf(visit({ medium: "__proto__" }))).toBe("direct");
  });

  it("refuses a rules file with a mistake, naming the field", () => {
    const broken = (edit) => () => compileChannelRules(edit(structuredClone(data)));
    expect(
      broken((rules) => {
        rules.rules[0].channel = "paid-serach";
        return rules;
      }),
    ).toThrow(/rules\.0\.channel: no channel "paid-serach"/);
    expect(
      broken((rules) => {
        rules.rules[1].mediumPattern = "(unclosed";
        return rules;
      }),
    ).toThrow(/rules\.1\.mediumPattern: not a regular expression/);
    expect(
      broken((rules) => {
        rules.rules[2] = { channel: "display" };
        return rules;
      }),
    ).toThrow(/rules\.2: a rule needs a condition/);
    expect(
      broken((rules) => {
        rules.rules[3].source = ["emails"];
        return rules;
      }),
    ).toThrow(/rules\.3\.source\.0/);
  });

  it("counts a visit from before channels under no channel and no exit page, so it is never taken back from one", () => {
    const countedUnder = (dimension, row) =>
      VISIT_DIMENSIONS.find(([name]) => name === dimension)[1](row);
    const before = { entry_path: "/", exit_path: "/pricing", channel: null };
    expect(countedUnder("channel", before)).toBeNull();
    expect(countedUnder("exit", before)).toBeNull();
    const after = { ...before, channel: "email" };
    expect(countedUnder("channel", after)).toBe("email");
    expect(countedUnder("exit", after)).toBe("/pricing");
  });
});

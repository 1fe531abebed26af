import { describe, expect, it } from "vitest";
import english from "../../content/forms/contact-messages.json" with { type: "json" };
import german from "../../content/translations/de/forms/contact-messages.json" with {
  type: "json",
};
import { contactFieldLimits } from "./contact-fields.js";
import { contactMessagesOf } from "./contact-messages.js";

describe("the contact form's messages", () => {
  it("write their counts as each language does", () => {
    expect(contactFieldLimits.message).toBe(5000);
    expect(contactMessagesOf(english, "en").errors.message).toContain("to 5,000 characters");
    const inGerman = contactMessagesOf({ ...english, ...german } as typeof english, "de");
    expect(inGerman.errors.message).toContain("bis 5.000 Zeichen");
    expect(inGerman.notices.tooLarge).toContain("5.000");
  });
});

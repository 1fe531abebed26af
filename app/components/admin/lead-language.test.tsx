import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LeadLanguage } from "./lead-language";

describe("a lead's language in the inbox", () => {
  it("names it in English and in itself, the latter marked with its language and direction", () => {
    const { container } = render(
      <p>
        Language: <LeadLanguage code="he" />
      </p>,
    );
    expect(container.textContent).toBe("Language: Hebrew (עברית)");
    const own = container.querySelector("span");
    expect(own?.getAttribute("lang")).toBe("he");
    expect(own?.getAttribute("dir")).toBe("rtl");
  });

  it("says English once, and shows a code the site does not have as stored", () => {
    expect(render(<LeadLanguage code="en" />).container.textContent).toBe("English");
    expect(render(<LeadLanguage code="xx" />).container.textContent).toBe("xx");
  });
});

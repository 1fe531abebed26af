import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fillNodes, fillText } from "./fill-blanks";

describe("a picture's sentence with blanks", () => {
  it("takes each value where the language put its blank", () => {
    expect(
      fillText("{company}, {amount}, owner {owner}", {
        company: "Acme",
        amount: "$5",
        owner: "JS",
      }),
    ).toBe("Acme, $5, owner JS");
    expect(fillText("{detail}にメールを送信", { detail: "QAチーム" })).toBe(
      "QAチームにメールを送信",
    );
  });

  it("leaves a blank it has no value for as it stands, so the gap shows", () => {
    expect(fillText("+{count} more", {})).toBe("+{count} more");
  });

  it("puts nodes (chips) in the blanks, in the sentence's order", () => {
    const chip = (text: string) => <b>{text}</b>;
    const markup = renderToStaticMarkup(
      <p>
        {fillNodes("{column} wechselt zu {first} oder {second}", {
          column: chip("Status"),
          first: chip("In Prüfung"),
          second: chip("Bereit zum Testen"),
        })}
      </p>,
    );
    expect(markup).toBe(
      "<p><b>Status</b> wechselt zu <b>In Prüfung</b> oder <b>Bereit zum Testen</b></p>",
    );
  });
});

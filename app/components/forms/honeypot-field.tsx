import { honeypotFieldName } from "~/content/form-actions.js";
import { m } from "~/paraglide/messages.js";

/**
 * A field people never see or reach and bots fill in: a post with it filled gets the same
 * answer as any other and is dropped. The server reads it by this name. (The footer's
 * sign-up draws its own copy: see newsletter-form.tsx.)
 */
export function HoneypotField() {
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        {m.honeypot_label()}
        <input
          type="text"
          name={honeypotFieldName}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}

import { m } from "../paraglide/messages.js";
/** The words of the "Try it" panels on the API reference (docs/decisions/012), read when drawn. */
export const tryItCopy = {
  intro: (method: string, url: string) => m.try_it_intro({ method, url }),
  get keyLabel() {
    return m.try_it_key_label();
  },
  get keyHint() {
    return m.try_it_key_hint();
  },
  get bodyLabel() {
    return m.try_it_body_label();
  },
  get send() {
    return m.try_it_send();
  },
  get sending() {
    return m.try_it_sending();
  },
  get status() {
    return m.try_it_status();
  },
  get error() {
    return m.try_it_error();
  },
  get headers() {
    return m.try_it_headers();
  },
  get body() {
    return m.try_it_body();
  },
  get noBody() {
    return m.try_it_no_body();
  },
  get unavailable() {
    return m.try_it_unavailable();
  },
};

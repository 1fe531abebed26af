// The address to write to, in a module of its own: the site's shell and the server read it
// without the contact form's other facts. It is typed once, in content/site.json.
import site from "../../content/site.json" with { type: "json" };

export const contactEmail = site.address.email;

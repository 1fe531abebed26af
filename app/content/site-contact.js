// The address to write to, in a module of its own: the site's shell and the server read it
// without the contact form's other facts.
export const contactEmail = "hello@flowboard.example";

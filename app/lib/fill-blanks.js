// @ts-check
/**
 * `template` with each {name} replaced by its value; a blank without a value stays as it
 * is. The sentences of the content files the server reads as they stand (contact form
 * messages, form answers, mails) name their figures this way.
 * @param {string} template
 * @param {Record<string, string | number>} values
 */
export function fillBlanks(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

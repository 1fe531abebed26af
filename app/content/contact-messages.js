// What a visitor reads when the contact form refuses an answer: by the browser's check
// (loaded when the visitor sends, so none of this is in the page's first JavaScript) and by
// the server's answers.
import { contactMessageMinLength } from "./contact-fields.js";
import { contactEmail } from "./site-contact.js";

/** What a visitor reads when an answer is refused, field by field, then for the whole form. */
export const contactErrors = {
  name: "Enter your name (up to 100 characters).",
  email: "Enter an email address like name@example.com.",
  company: "Enter your company's name in up to 120 characters, or leave it empty.",
  phone: "Enter a phone number of digits, spaces and + ( ) - . only, or leave it empty.",
  subject: "Choose a subject from the list.",
  message: `Write a message of ${contactMessageMinLength} to 5,000 characters.`,
  /** Line breaks and other control characters in a one-line field (a header-injection try). */
  controlCharacters: "Remove line breaks and control characters from this field.",
};

/** Messages about the whole form rather than one field. */
export const contactNotices = {
  fixFields: "Some answers need a change: see the messages next to the fields below.",
  expired:
    "This form was open for a long time, so it needs a fresh start: check your answers and press Send message again.",
  tooMany: (/** @type {number} */ minutes) =>
    `You have sent several messages in the last few minutes, so this one was not sent. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or write to ${contactEmail}.`,
  crossSite: `This form only sends from a page of this site. Open the contact page and send it from there, or write to ${contactEmail}.`,
  tooLarge: `That was more text than the form takes (5,000 characters of message). Shorten it and send again, or write to ${contactEmail}.`,
  wrongType: `The form could not be read. Send it from the contact page, or write to ${contactEmail}.`,
  unavailable: `Your message could not be sent: messages cannot be received right now. Please write to ${contactEmail} instead; your text is still in the form to copy.`,
};

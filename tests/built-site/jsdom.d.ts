// The part of jsdom (a dev dependency, without published types) the build checks use:
// its HTML parser (parse5, which follows the HTML standard), turning a page into a DOM
// document.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: { document: Document; DOMParser: typeof DOMParser };
  }
}

// Reads the generated deploy files back the way their hosts do, so tests can ask "what would
// Netlify / Cloudflare Pages / nginx send for this request?" and compare it with the server.

/** `_headers` as rules: [{ pattern, headers: [[name, value], ...] }], in file order. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    rules
      .at(-1)
      ?.headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const patternRegex = (pattern) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);

/**
 * Every value each header gets for `urlPath`, from every matching rule, in order. Hosts
 * that join repeats send them as one comma-separated header; for CSP that means one policy
 * per value, all enforced.
 * @returns {Map<string, string[]>}
 */
export function headersFileValuesFor(rules, urlPath) {
  const values = new Map();
  for (const rule of rules) {
    if (!patternRegex(rule.pattern).test(urlPath)) continue;
    for (const [name, value] of rule.headers)
      values.set(name, [...(values.get(name) ?? []), value]);
  }
  return values;
}

function unquote(value) {
  return value.startsWith('"') ? value.slice(1, -1) : value;
}

function mapBlock(text, variable) {
  const match = new RegExp(`map [^\\n]+ \\$${variable} \\{\\n([\\s\\S]*?)\\n\\}`).exec(text);
  if (!match) throw new Error(`nginx.conf has no map for $${variable}`);
  const entries = [];
  for (const line of match[1].split("\n")) {
    const entry = /^\s*("[^"]*"|\S+)\s+("[^"]*"|\S+);$/.exec(line);
    if (entry) entries.push([unquote(entry[1]), unquote(entry[2])]);
  }
  return entries;
}

/** The parts of the generated nginx.conf that decide headers, pages and redirects. */
export function parseNginxConf(text) {
  const csp = mapBlock(text, "flowboard_csp");
  const cache = mapBlock(text, "flowboard_cache_control");
  const addHeaders = [...text.matchAll(/^\s*add_header (\S+) ("[^"]*"|\$\w+) always;$/gm)].map(
    ([, name, value]) => [name.toLowerCase(), unquote(value)],
  );
  const pages = new Map(
    [...text.matchAll(/location = (\S+) \{ try_files (\S+) =404; \}/g)].map(([, route, file]) => [
      route,
      file,
    ]),
  );
  const redirects = new Map(
    [...text.matchAll(/location = (\S+) \{ return 301 (\S+)\$is_args\$args; \}/g)].map(
      ([, from, to]) => [from, to],
    ),
  );
  const notFound = /error_page 404 (\S+);/.exec(text)?.[1];
  const proxied = new Map(
    [...text.matchAll(/location = (\S+) \{ proxy_pass http:\/\/(\w+);/g)].map(([, route, to]) => [
      route,
      to,
    ]),
  );
  return { csp, cache, addHeaders, pages, redirects, notFound, proxied };
}

/**
 * The headers nginx sends for a response with `status` whose `$uri` (after try_files or
 * error_page) is `uri`.
 */
export function nginxHeadersFor(conf, { status, uri }) {
  const lookup = (entries, key) => {
    let fallback;
    for (const [pattern, value] of entries) {
      if (pattern === "default") fallback = value;
      else if (pattern.startsWith("~") ? new RegExp(pattern.slice(1)).test(key) : pattern === key)
        return value;
    }
    return fallback;
  };
  const variables = {
    flowboard_csp: lookup(conf.csp, uri),
    flowboard_cache_control: lookup(conf.cache, `${status} ${uri}`),
  };
  return Object.fromEntries(
    conf.addHeaders.map(([name, value]) => [
      name,
      value.startsWith("$") ? variables[value.slice(1)] : value,
    ]),
  );
}

/** A CSP as a map of directive name to its source list, for order-free comparison. */
export function cspDirectives(policy) {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name, ...sources] = directive.split(/\s+/);
        return [name, sources.join(" ")];
      }),
  );
}

/** The policy of the `<meta http-equiv="Content-Security-Policy">` in `html`, if any. */
export function metaPolicy(html) {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html);
  return match?.[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

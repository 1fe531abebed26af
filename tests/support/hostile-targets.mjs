// A generated corpus of hostile requests: path traversal in every encoding, NUL and control
// bytes, bad and overlong escapes, encoded slashes, long paths, absolute-form and
// protocol-relative targets, header-injection attempts, and odd methods. Deterministic, so
// a failure names a request that can be replayed.

/** Ways to write "." that a decoder somewhere might turn into a dot. */
const dots = ["%2e", "%2E", "%252e", "%c0%ae", "%C0%AE", "%e0%80%ae", "%c0%2e", "%u002e", ".%00"];
/** Ways to write "/" (and "\"), likewise. */
const slashes = ["/", "%2f", "%2F", "%252f", "\\", "%5c", "%5C", "%c0%af", "%e0%80%af", "%c1%9c"];
/** What an attacker would like to read: outside the client folder, or private inside it. */
const goals = [
  "etc/passwd",
  "secret.txt",
  "site-headers.json",
  "nginx.conf",
  "client/.env",
  ".env",
  ".git/config",
  "assets/.secret",
  "_headers",
  "index.html.br",
  "windows/win.ini",
  "proc/self/environ",
];
const prefixes = ["/", "/assets/", "/features/", "/features/sales-crm/", "/%2e/", "/./"];

/** ".." written with each dot encoding, alone and next to a plain dot. */
function dotDotVariants() {
  const variants = new Set(["..", "...", "....", ". ."]);
  for (const dot of dots)
    variants
      .add(dot + dot)
      .add(`.${dot}`)
      .add(`${dot}.`);
  return [...variants];
}

function traversalTargets() {
  const targets = [];
  const dotDots = dotDotVariants();
  for (const dotDot of dotDots) {
    for (const slash of slashes) {
      for (const depth of [1, 5]) {
        const climb = `${dotDot}${slash}`.repeat(depth);
        for (const goal of goals.slice(0, depth === 1 ? 8 : 3)) {
          targets.push(`/${climb}${goal}`);
        }
      }
      targets.push(`/assets/${dotDot}${slash}${dotDot}${slash}secret.txt`);
      targets.push(`/features${slash}${dotDot}${slash}${dotDot}${slash}site-headers.json`);
    }
  }
  for (const prefix of prefixes) for (const goal of goals) targets.push(`${prefix}../${goal}`);
  return targets;
}

function escapeTargets() {
  const bad = [
    "%",
    "%z",
    "%zz",
    "%1",
    "%%",
    "%g0",
    "%E0%A4%A",
    "%ff",
    "%fe%ff",
    "%c0%80",
    "%ed%a0%80",
    "%f8%88%80%80%80",
    "%00",
    "%0a",
    "%0d%0a",
    "%09",
    "%7f",
    "%1b[31m",
  ];
  const targets = [];
  for (const badEscape of bad) {
    for (const prefix of prefixes) {
      targets.push(`${prefix}${badEscape}`);
      targets.push(`${prefix}index.html${badEscape}`);
      targets.push(`${prefix}${badEscape}/../secret.txt`);
    }
    targets.push(
      `/features${badEscape}`,
      `/features/${badEscape}?q=${badEscape}`,
      `/healthz${badEscape}`,
    );
  }
  // Raw bytes Node's own client would refuse to send.
  for (const byte of [0x00, 0x01, 0x08, 0x0b, 0x7f, 0x80, 0xa0, 0xc0, 0xff]) {
    const char = String.fromCharCode(byte);
    targets.push(
      `/${char}`,
      `/features${char}`,
      `/assets/${char}../secret.txt`,
      `/..${char}/secret.txt`,
    );
  }
  return targets;
}

function longTargets() {
  const targets = [];
  for (const length of [255, 1024, 2047, 2048, 2049, 4096, 8000, 16_000, 65_000]) {
    targets.push(`/${"a".repeat(length)}`, `/assets/${"b".repeat(length)}.js`);
    targets.push(`/features?${"q".repeat(length)}`);
  }
  for (const count of [100, 500, 3000]) {
    targets.push("/a".repeat(count), "/..".repeat(count), "/%2e%2e".repeat(count));
  }
  return targets;
}

function foreignTargets() {
  const hosts = ["evil.example", "127.0.0.1", "localhost:4000", "[::1]", "user@evil.example"];
  const targets = ["*", "", "features", "?", "#", "/#frag", "/features#x"];
  for (const host of hosts) {
    for (const scheme of [
      "http://",
      "https://",
      "HTTP://",
      "//",
      "///",
      "\\\\",
      "/\\",
      "/%2f",
      "/%5c",
      "/%2F%2F",
      "javascript:",
    ]) {
      for (const rest of ["", "/", "/features/", "/features", "/assets/x.js"]) {
        targets.push(`${scheme}${host}${rest}`);
      }
    }
    targets.push(`${host}:443`, `/features/?next=//${host}`, `/%0d%0aLocation:%20//${host}/`);
  }
  return targets;
}

function redirectProbes() {
  const targets = [];
  for (const page of ["/features", "/features/sales-crm"]) {
    for (const tail of [
      "/",
      "//",
      "/./",
      "/../",
      "/%2f",
      "/%2e/",
      "/?",
      "/?a=b",
      "/?x=%0d%0a",
      "/?//evil",
    ]) {
      targets.push(`${page}${tail}`, `/${page}${tail}`, `${page.toUpperCase()}${tail}`);
    }
  }
  return targets;
}

const methods = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "MKCOL",
  "SEARCH",
  "PURGE",
  "get",
  "G(T",
  "FOO",
  "GET\t",
  "",
];

/**
 * Every hostile request: { method, target }. Targets are latin1 strings sent byte for byte.
 * @returns {{ method: string, target: string }[]}
 */
export function hostileRequests() {
  const targets = [
    ...traversalTargets(),
    ...escapeTargets(),
    ...longTargets(),
    ...foreignTargets(),
    ...redirectProbes(),
  ];
  const requests = [];
  const seen = new Set();
  const add = (method, target) => {
    const key = `${method} ${target}`;
    if (seen.has(key)) return;
    seen.add(key);
    requests.push({ method, target });
  };
  for (const target of targets) add("GET", target);
  for (const target of targets.filter((_, index) => index % 37 === 0))
    for (const method of methods) add(method, target);
  for (const method of methods) {
    add(method, "/");
    add(method, "/assets/entry-Xy9.js");
  }
  add("CONNECT", "evil.example:443");
  add("CONNECT", "/");
  return requests;
}

/**
 * Query strings for a date range (the analytics dashboard, its JSON and CSV, `npm run
 * analytics`): days no calendar has, days before the counts are kept or after today, a
 * first day after the last, ranges named after what every object has, and the same
 * parameter twice. `today` is the day the test runs (YYYY-MM-DD, UTC). Each is refused with
 * a sentence; none is a valid range.
 * @returns {{ range?: string, from?: string | string[], to?: string }[]}
 */
export function hostileRanges(today) {
  const custom = (from, to = today) => ({ range: "custom", from, to });
  const [year] = today.split("-");
  return [
    custom("2026-13-01"),
    custom("0000-00-00"),
    custom("2026-00-10"),
    custom("2026-02-30"),
    custom("2026-02-29"),
    custom("2026-04-31"),
    custom(`${year}-01-32`),
    custom(today, "2026-13-01"),
    custom(today, "0000-00-00"),
    custom("9999-12-31", "9999-12-31"),
    custom(today, "9999-12-31"),
    custom("0001-01-01", "0001-01-05"),
    custom("1900-01-01"),
    custom("1970-01-01", "1970-01-02"),
    custom(today, "2000-01-01"),
    custom("+02026-01-01"),
    custom("2026-1-1"),
    custom("20261201"),
    custom("2026-12-01T00:00:00Z"),
    custom("2026-12-01\u0000"),
    custom("NaN"),
    custom(""),
    { range: "custom", from: today },
    { range: "custom", from: [today, today], to: today },
    { range: "custom" },
    { range: "toString" },
    { range: "__proto__" },
    { range: "constructor" },
    { range: "hasOwnProperty" },
    { range: "8d" },
    { range: "" },
  ];
}

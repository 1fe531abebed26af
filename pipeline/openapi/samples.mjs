// Code samples for one operation, written from the document: the URL with the examples of
// its path and query parameters, the Bearer header, and the request body's example.

/**
 * The languages a sample is generated in: curl, then the client libraries the developer
 * tools page lists, except React, whose code runs in the browser, where an API key must
 * never go (a React app calls its own server, which uses one of these).
 */
export const sampleLanguages = [
  { id: "curl", label: "curl", grammar: "shell" },
  { id: "javascript", label: "JavaScript (Node.js)", grammar: "javascript" },
  { id: "python", label: "Python", grammar: "python" },
  { id: "php", label: "PHP", grammar: "php" },
  { id: "ruby", label: "Ruby", grammar: "ruby" },
  { id: "java", label: "Java", grammar: "java" },
  { id: "go", label: "Go", grammar: "go" },
  { id: "csharp", label: ".NET (C#)", grammar: "csharp" },
];

const KEY_VARIABLE = "FLOWBOARD_API_KEY";

/** The URL of one call: the server's URL, the path with example ids, example query values. */
export function exampleUrl(serverUrl, operation) {
  let path = operation.path;
  const query = [];
  for (const parameter of operation.parameters) {
    if (parameter.example === undefined) continue;
    const value = encodeURIComponent(String(parameter.example));
    if (parameter.in === "path") path = path.replace(`{${parameter.name}}`, value);
    if (parameter.in === "query") query.push(`${parameter.name}=${value}`);
  }
  return `${serverUrl.replace(/\/$/, "")}${path}${query.length ? `?${query.join("&")}` : ""}`;
}

const json = (value, indent = "") => JSON.stringify(value, null, 2).replaceAll("\n", `\n${indent}`);

/** A record as a literal of a language whose maps are written `{key: value}` or `[key => value]`. */
function literal(value, indent, style) {
  if (Array.isArray(value)) {
    if (value.length === 0) return style.emptyList;
    const inner = `${indent}  `;
    const entries = value.map((entry) => `${inner}${literal(entry, inner, style)},`);
    return `${style.listOpen}\n${entries.join("\n")}\n${indent}${style.listClose}`;
  }
  if (typeof value === "object" && value !== null) {
    const inner = `${indent}  `;
    const entries = Object.entries(value).map(
      ([key, entry]) => `${inner}${style.key(key)}${literal(entry, inner, style)},`,
    );
    return `${style.open}\n${entries.join("\n")}\n${indent}${style.close}`;
  }
  if (value === null) return style.null;
  if (typeof value === "boolean") return value ? style.true : style.false;
  return JSON.stringify(value);
}

const styles = {
  javascript: {
    open: "{",
    close: "}",
    listOpen: "[",
    listClose: "]",
    emptyList: "[]",
    key: (key) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: `,
    null: "null",
    true: "true",
    false: "false",
  },
  python: {
    open: "{",
    close: "}",
    listOpen: "[",
    listClose: "]",
    emptyList: "[]",
    key: (key) => `${JSON.stringify(key)}: `,
    null: "None",
    true: "True",
    false: "False",
  },
  php: {
    open: "[",
    close: "]",
    listOpen: "[",
    listClose: "]",
    emptyList: "[]",
    key: (key) => `${JSON.stringify(key)} => `,
    null: "null",
    true: "true",
    false: "false",
  },
  ruby: {
    open: "{",
    close: "}",
    listOpen: "[",
    listClose: "]",
    emptyList: "[]",
    key: (key) => `${JSON.stringify(key)} => `,
    null: "nil",
    true: "true",
    false: "false",
  },
};

const generators = {
  curl({ method, url, body }) {
    const lines = [`curl -X ${method} "${url}"`, `  -H "Authorization: Bearer $${KEY_VARIABLE}"`];
    if (body !== undefined)
      lines.push(`  -H "Content-Type: application/json"`, `  -d '${json(body, "  ")}'`);
    return lines.join(" \\\n");
  },

  javascript({ method, url, body }) {
    const options = [
      `  method: "${method}",`,
      "  headers: {",
      `    Authorization: \`Bearer \${process.env.${KEY_VARIABLE}}\`,`,
      ...(body !== undefined ? [`    "Content-Type": "application/json",`] : []),
      "  },",
      ...(body !== undefined
        ? [`  body: JSON.stringify(${literal(body, "  ", styles.javascript)}),`]
        : []),
    ];
    return [
      `const response = await fetch("${url}", {`,
      ...options,
      "});",
      `if (!response.ok) throw new Error(\`\${response.status}: \${await response.text()}\`);`,
      method === "DELETE" ? "// 204: the item is gone." : "console.log(await response.json());",
    ].join("\n");
  },

  python({ method, url, body }) {
    const call = [
      `response = requests.${method.toLowerCase()}(`,
      `    "${url}",`,
      `    headers={"Authorization": f"Bearer {os.environ['${KEY_VARIABLE}']}"},`,
      ...(body !== undefined ? [`    json=${literal(body, "    ", styles.python)},`] : []),
      ")",
    ];
    return [
      "import os",
      "",
      "import requests",
      "",
      ...call,
      "response.raise_for_status()",
      method === "DELETE" ? "# 204: the item is gone." : "print(response.json())",
    ].join("\n");
  },

  php({ method, url, body }) {
    const headers = [`"Authorization: Bearer " . getenv("${KEY_VARIABLE}")`];
    if (body !== undefined) headers.push(`"Content-Type: application/json"`);
    return [
      "<?php",
      `$request = curl_init("${url}");`,
      "curl_setopt_array($request, [",
      `    CURLOPT_CUSTOMREQUEST => "${method}",`,
      "    CURLOPT_RETURNTRANSFER => true,",
      `    CURLOPT_HTTPHEADER => [${headers.join(", ")}],`,
      ...(body !== undefined
        ? [`    CURLOPT_POSTFIELDS => json_encode(${literal(body, "    ", styles.php)}),`]
        : []),
      "]);",
      "$body = curl_exec($request);",
      `echo curl_getinfo($request, CURLINFO_RESPONSE_CODE), ": ", $body, "\\n";`,
    ].join("\n");
  },

  ruby({ method, url, body }) {
    const verb = method[0] + method.slice(1).toLowerCase();
    return [
      'require "json"',
      'require "net/http"',
      "",
      `uri = URI("${url}")`,
      `request = Net::HTTP::${verb}.new(uri)`,
      `request["Authorization"] = "Bearer #{ENV.fetch("${KEY_VARIABLE}")}"`,
      ...(body !== undefined
        ? [
            `request["Content-Type"] = "application/json"`,
            `request.body = ${literal(body, "", styles.ruby)}.to_json`,
          ]
        : []),
      "",
      "response = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(request) }",
      'puts "#{response.code}: #{response.body}"',
    ].join("\n");
  },

  java({ method, url, body }) {
    const publisher =
      body !== undefined
        ? `HttpRequest.BodyPublishers.ofString("""\n        ${json(body, "        ")}""")`
        : "HttpRequest.BodyPublishers.noBody()";
    return [
      "var request = HttpRequest.newBuilder(URI.create(",
      `        "${url}"))`,
      `    .header("Authorization", "Bearer " + System.getenv("${KEY_VARIABLE}"))`,
      ...(body !== undefined ? [`    .header("Content-Type", "application/json")`] : []),
      `    .method("${method}", ${publisher})`,
      "    .build();",
      "var response = HttpClient.newHttpClient()",
      "    .send(request, HttpResponse.BodyHandlers.ofString());",
      'System.out.println(response.statusCode() + ": " + response.body());',
    ].join("\n");
  },

  go({ method, url, body }) {
    const reader = body !== undefined ? `strings.NewReader(\`${json(body)}\`)` : "nil";
    return [
      `req, err := http.NewRequest("${method}", "${url}", ${reader})`,
      "if err != nil {",
      "\tlog.Fatal(err)",
      "}",
      `req.Header.Set("Authorization", "Bearer "+os.Getenv("${KEY_VARIABLE}"))`,
      ...(body !== undefined ? [`req.Header.Set("Content-Type", "application/json")`] : []),
      "res, err := http.DefaultClient.Do(req)",
      "if err != nil {",
      "\tlog.Fatal(err)",
      "}",
      "defer res.Body.Close()",
      "out, _ := io.ReadAll(res.Body)",
      'fmt.Printf("%d: %s\\n", res.StatusCode, out)',
    ].join("\n");
  },

  csharp({ method, url, body }) {
    const verb = method[0] + method.slice(1).toLowerCase();
    return [
      "using var client = new HttpClient();",
      "client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue(",
      `    "Bearer", Environment.GetEnvironmentVariable("${KEY_VARIABLE}"));`,
      `var request = new HttpRequestMessage(HttpMethod.${verb}, "${url}");`,
      ...(body !== undefined
        ? [
            'request.Content = new StringContent("""',
            `    ${json(body, "    ")}`,
            '    """, Encoding.UTF8, "application/json");',
          ]
        : []),
      "var response = await client.SendAsync(request);",
      'Console.WriteLine($"{(int)response.StatusCode}: {await response.Content.ReadAsStringAsync()}");',
    ].join("\n");
  },
};

/** One sample per language for `operation`, calling the server at `serverUrl`. */
export function samplesFor(serverUrl, operation) {
  const call = {
    method: operation.method,
    url: exampleUrl(serverUrl, operation),
    body: operation.requestBody?.example,
  };
  return sampleLanguages.map((language) => ({
    language: language.id,
    label: language.label,
    grammar: language.grammar,
    code: generators[language.id](call),
  }));
}

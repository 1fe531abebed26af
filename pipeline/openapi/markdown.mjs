// The reference as plain Markdown (/resources/api-docs.md) and the /llms.txt that points to
// it, for people and tools that read text.

const cell = (text) =>
  String(text ?? "")
    .replaceAll("|", "\\|")
    .replaceAll("\n", " ");

function table(headings, rows) {
  return [
    `| ${headings.join(" | ")} |`,
    `| ${headings.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`),
  ].join("\n");
}

const fence = (language, code) => `\`\`\`${language}\n${code}\n\`\`\``;

function fieldsTable(fields) {
  return table(
    ["Field", "Type", "Required", "Description"],
    fields.map((field) => [
      `\`${field.name}\``,
      field.type,
      field.required ? "yes" : "no",
      field.description,
    ]),
  );
}

/** The whole reference in Markdown; `origin` makes the links absolute. */
export function referenceMarkdown(reference, origin) {
  const out = [
    `# ${reference.title}`,
    "",
    `${reference.summary} ${reference.description}`,
    "",
    `Base URL: \`${reference.productionUrl}\`. Machine-readable: [OpenAPI 3.1 as JSON](${origin}/openapi.json), [as YAML](${origin}/openapi.yaml). Web page: ${origin}/resources/api-docs.`,
    "",
    "## Authentication",
    "",
    reference.authentication.description,
    "",
    "## Endpoints",
    "",
    table(
      ["Method", "Path", "Purpose"],
      reference.operations.map((operation) => [
        operation.method,
        `\`${operation.endpoint}\``,
        operation.description,
      ]),
    ),
  ];
  for (const operation of reference.operations) {
    out.push(
      "",
      `## ${operation.summary}: \`${operation.method} ${operation.endpoint}\``,
      "",
      operation.description,
    );
    if (operation.parameters.length)
      out.push(
        "",
        "### Parameters",
        "",
        table(
          ["Name", "In", "Type", "Required", "Description"],
          operation.parameters.map((p) => [
            `\`${p.name}\``,
            p.in,
            p.type,
            p.required ? "yes" : "no",
            p.description,
          ]),
        ),
      );
    if (operation.requestBody)
      out.push(
        "",
        "### Request body",
        "",
        fieldsTable(operation.requestBody.fields),
        "",
        fence("json", operation.requestBody.example),
      );
    out.push("", "### Responses");
    for (const response of operation.responses) {
      out.push("", `**${response.status}**: ${response.description}`);
      if (response.example) out.push("", fence("json", response.example));
    }
    out.push("", "### Samples");
    for (const sample of operation.samples)
      out.push("", `${sample.label}:`, "", fence(sample.grammar, sample.code));
  }
  for (const shape of reference.shapes) {
    out.push(
      "",
      `## ${shape.name}`,
      "",
      shape.description,
      "",
      fieldsTable(shape.fields),
      "",
      fence("json", shape.example),
    );
  }
  return `${out.join("\n")}\n`;
}

/** /llms.txt: what the site is, and where the text copies of the API reference live. */
export function llmsTxt(reference, origin, siteDescription) {
  return [
    "# Flowboard",
    "",
    `> ${siteDescription}`,
    "",
    "## API",
    "",
    `- [${reference.title} reference (Markdown)](${origin}/resources/api-docs.md): every endpoint with parameters, request and response examples, and code samples`,
    `- [OpenAPI 3.1 document (JSON)](${origin}/openapi.json)`,
    `- [OpenAPI 3.1 document (YAML)](${origin}/openapi.yaml)`,
    "",
  ].join("\n");
}

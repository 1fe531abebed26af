import { type ReferenceOperation, reference } from "virtual:openapi/reference";
import { Badge } from "~/components/ui/badge";
import { englishLang } from "~/lib/locales.js";
import { m } from "~/paraglide/messages.js";
import { HighlightedCode } from "./highlighted-code";
import { methodTone } from "./method-tone";

type Field =
  | ReferenceOperation["parameters"][number]
  | NonNullable<ReferenceOperation["requestBody"]>["fields"][number];

/** Where a parameter goes, in the page's words; a place the reference does not name stays as the API writes it. */
function locationName(where: string): string {
  if (where === "path") return m.api_location_path();
  if (where === "query") return m.api_location_query();
  return where;
}

/** Fields as a list rather than a table: it reads the same at 390 px without scrolling. */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <ul className="grid grid-cols-1 gap-2">
      {fields.map((field) => (
        <li key={field.name} className="min-w-0 rounded-md border bg-card px-4 py-3">
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <code className="font-mono text-sm font-semibold break-all">{field.name}</code>
            {/* The API's own type and values, code as it defines them. */}
            <code className="font-mono text-xs text-muted-foreground break-all">{field.type}</code>
            {"in" in field ? (
              <span className="text-xs text-muted-foreground">
                {m.api_field_in({ where: locationName(field.in) })}
              </span>
            ) : null}
            <span className="text-xs font-semibold">
              {field.required ? m.api_field_required() : m.api_field_optional()}
            </span>
          </p>
          {field.description ? (
            <p lang={englishLang} dir="auto" className="mt-1 text-sm text-muted-foreground">
              {field.description}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const subheading = "mt-6 mb-3 text-base font-semibold";

/** The document's descriptions mark code with backticks (CommonMark); shown as <code>. */
function Prose({ text }: { text: string }) {
  return text.split("`").map((part, index) =>
    index % 2 ? (
      <code key={index} className="font-mono text-[0.9em]">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/**
 * One operation of openapi.yaml as the reference shows it: method and path, purpose,
 * parameters, request body, responses with their example JSON, and a sample per language.
 * Rendered at build; the browser adopts the HTML without running this (see api-reference.tsx).
 */
export function OperationDocs({ id }: { id: string }) {
  const operation = reference.operations.find((entry) => entry.id === id);
  if (!operation) return null;
  const headingId = `${operation.id}-heading`;
  return (
    <>
      <p className="flex flex-wrap items-center gap-3">
        <Badge tone={methodTone[operation.method]} className="w-16 justify-center font-mono">
          {operation.method}
        </Badge>
        <code className="min-w-0 font-mono text-sm font-semibold break-all">
          {operation.endpoint}
        </code>
      </p>
      <p lang={englishLang} dir="auto" className="mt-3 text-muted-foreground">
        <Prose text={operation.description} />
      </p>

      {operation.parameters.length ? (
        <>
          <h4 className={subheading}>{m.api_parameters()}</h4>
          <FieldList fields={operation.parameters} />
        </>
      ) : null}

      {operation.requestBody ? (
        <>
          <h4 className={subheading}>{m.api_request_body()}</h4>
          <FieldList fields={operation.requestBody.fields} />
          {operation.requestBody.example ? (
            <HighlightedCode
              className="mt-3"
              code={operation.requestBody.example}
              language="json"
              label={m.api_example_request({ operation: operation.summary })}
            />
          ) : null}
        </>
      ) : null}

      <h4 className={subheading}>{m.api_responses()}</h4>
      <dl className="grid grid-cols-1 gap-3">
        {operation.responses.map((response) => (
          <div key={response.status} className="min-w-0">
            <dt className="font-mono text-sm font-semibold">{response.status}</dt>
            <dd lang={englishLang} dir="auto" className="text-sm text-muted-foreground">
              <Prose text={response.description} />
              {response.headers.length
                ? m.api_response_headers({ headers: response.headers.join(", ") })
                : ""}
              {response.example ? (
                <HighlightedCode
                  className="mt-2 text-foreground"
                  code={response.example}
                  language="json"
                  label={m.api_example_response({
                    status: response.status,
                    operation: operation.summary,
                  })}
                />
              ) : null}
            </dd>
          </div>
        ))}
      </dl>

      <h4 className={subheading} id={`${headingId}-samples`}>
        {m.api_samples()}
      </h4>
      <div className="grid grid-cols-1 gap-2">
        {operation.samples.map((sample, index) => (
          <details
            key={sample.language}
            open={index === 0}
            className="min-w-0 rounded-md border bg-card"
          >
            <summary className="cursor-pointer px-4 py-2 text-sm font-semibold">
              <bdi>{sample.label}</bdi>
            </summary>
            <HighlightedCode
              className="rounded-none border-0 border-t"
              code={sample.code}
              language={sample.grammar}
              label={m.api_sample_label({ language: sample.label, operation: operation.summary })}
            />
          </details>
        ))}
      </div>
    </>
  );
}

/** Shapes no endpoint takes or returns (the webhook subscription), with an example each. */
export function ShapeDocs() {
  return (
    <>
      {reference.shapes.map((shape) => (
        <article
          key={shape.name}
          id={`shape-${shape.name.toLowerCase()}`}
          aria-labelledby={`shape-${shape.name.toLowerCase()}-heading`}
          className="min-w-0 rounded-lg border bg-background p-4 shadow-sm sm:p-6"
        >
          <h3 id={`shape-${shape.name.toLowerCase()}-heading`} className="text-xl font-semibold">
            {shape.name}
          </h3>
          <p lang={englishLang} dir="auto" className="mt-3 mb-3 text-muted-foreground">
            {shape.description}
          </p>
          <FieldList fields={shape.fields} />
          <HighlightedCode
            className="mt-3"
            code={shape.example}
            language="json"
            label={m.api_example_shape({ shape: shape.name })}
          />
        </article>
      ))}
    </>
  );
}

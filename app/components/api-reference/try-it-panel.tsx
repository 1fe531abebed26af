import { sandboxUrl as sandboxBase, tryItOperations } from "virtual:openapi/try-it";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { tryItCopy } from "~/content/try-it";
import { reachGoal } from "~/lib/analytics/goal";
import { QueryProvider } from "~/lib/query-provider";
import { type Exchange, sandboxUrl, sendToSandbox } from "~/lib/sandbox-request";
import { m } from "~/paraglide/messages.js";
import { setSandboxKey, useSandboxKey } from "./sandbox-key";

/** A "Try it" panel: a form for one operation, sent to /sandbox through the site's query client. */
export default function TryItPanel({ operationId }: { operationId: string }) {
  return (
    <QueryProvider>
      <TryItForm operationId={operationId} />
    </QueryProvider>
  );
}

function TryItForm({ operationId }: { operationId: string }) {
  const operation = tryItOperations.find((entry) => entry.id === operationId);
  const id = useId();
  const key = useSandboxKey();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      (operation?.parameters ?? []).map((parameter) => [parameter.name, parameter.example ?? ""]),
    ),
  );
  const [body, setBody] = useState(operation?.body ?? "");
  const send = useMutation({ mutationFn: sendToSandbox });
  if (!operation) return null;
  const base = sandboxBase ?? "/sandbox";
  const url = sandboxUrl(base, operation, values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reachGoal("try-it");
    send.mutate({
      method: operation.method,
      url,
      key,
      body: operation.body === null ? undefined : body,
    });
  };

  return (
    <section
      aria-label={m.try_it_open_label({ operation: operation.summary })}
      className="rounded-lg border bg-muted p-4"
    >
      <p className="text-sm text-muted-foreground">
        {tryItCopy.intro(operation.method, `${base}${operation.path}`)}
      </p>
      <form onSubmit={submit} className="mt-4 grid grid-cols-1 gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-key`}>{tryItCopy.keyLabel}</Label>
          <Input
            id={`${id}-key`}
            value={key}
            onChange={(event) => setSandboxKey(event.target.value)}
            aria-describedby={`${id}-key-hint`}
            autoComplete="off"
            spellCheck={false}
            className="font-mono text-sm"
          />
          <p id={`${id}-key-hint`} className="text-sm text-muted-foreground">
            {tryItCopy.keyHint}
          </p>
        </div>
        {operation.parameters.map((parameter) => (
          <div key={parameter.name} className="grid gap-1.5">
            <Label htmlFor={`${id}-${parameter.name}`}>
              {parameter.name}{" "}
              <span className="font-normal text-muted-foreground">
                {parameter.required
                  ? m.try_it_parameter_where({ where: parameter.in })
                  : m.try_it_parameter_where_optional({ where: parameter.in })}
              </span>
            </Label>
            <Input
              id={`${id}-${parameter.name}`}
              value={values[parameter.name] ?? ""}
              required={parameter.required}
              onChange={(event) =>
                setValues((previous) => ({ ...previous, [parameter.name]: event.target.value }))
              }
              autoComplete="off"
              spellCheck={false}
              className="font-mono text-sm"
            />
          </div>
        ))}
        {operation.body !== null ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-body`}>{tryItCopy.bodyLabel}</Label>
            <Textarea
              id={`${id}-body`}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              rows={Math.min(14, body.split("\n").length + 1)}
              spellCheck={false}
              className="font-mono text-sm"
            />
          </div>
        ) : null}
        <div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? tryItCopy.sending : tryItCopy.send}
          </Button>
        </div>
      </form>
      {send.isError ? (
        <p role="alert" className="mt-4 rounded-md border border-warning bg-card p-3 text-sm">
          {tryItCopy.unavailable}
        </p>
      ) : null}
      {send.data ? <ExchangeView exchange={send.data} /> : null}
    </section>
  );
}

function ExchangeView({ exchange }: { exchange: Exchange }) {
  const id = useId();
  const ok = exchange.status < 400;
  return (
    <div className="mt-4 grid grid-cols-1 gap-3">
      <p role="status" className="text-sm">
        <span className="font-semibold">{tryItCopy.status}: </span>
        <span className={ok ? "font-mono text-success" : "font-mono text-warning"}>
          {exchange.status}
        </span>{" "}
        <span className="break-all text-muted-foreground">
          ({exchange.method} {exchange.url})
        </span>
      </p>
      {exchange.error ? (
        <p className="text-sm">
          <span className="font-semibold">{tryItCopy.error}: </span>
          <code className="font-mono break-all">{exchange.error}</code>
        </p>
      ) : null}
      <OutputBlock id={`${id}-headers`} title={tryItCopy.headers} className="max-h-48 text-xs">
        {exchange.headers.map(([name, value]) => `${name}: ${value}`).join("\n")}
      </OutputBlock>
      <OutputBlock id={`${id}-body`} title={tryItCopy.body} className="max-h-96 text-sm">
        {exchange.body || tryItCopy.noBody}
      </OutputBlock>
    </div>
  );
}

/** A titled block of response text that scrolls, reachable by keyboard. */
function OutputBlock({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: string;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h4 id={id} className="mb-1 text-sm font-semibold">
        {title}
      </h4>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long block scrolls, and keyboard users must reach it
        tabIndex={0}
        dir="ltr"
        className={`overflow-auto rounded-md border bg-card p-3 font-mono ${className}`}
      >
        {children}
      </pre>
    </section>
  );
}

import { useLoaderData } from "react-router";
import { adminFetch, adminMeta, type SubscriberSummary } from "~/components/admin/admin-api";

export const meta = () => adminMeta("Subscribers");

export async function clientLoader() {
  return adminFetch<SubscriberSummary>("/admin/api/subscribers");
}

const stateLabels: Record<string, string> = {
  pending: "Waiting for confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

export default function AdminSubscribers() {
  const summary = useLoaderData<typeof clientLoader>();
  const total = Object.values(summary.counts).reduce((sum, count) => sum + count, 0);
  return (
    <section aria-labelledby="subscribers-title">
      <h1 id="subscribers-title" className="text-2xl font-bold">
        Newsletter subscribers
      </h1>
      {summary.available ? null : (
        <p className="mt-2 text-muted-foreground">
          This server does not store newsletter subscriptions yet.
        </p>
      )}
      <table className="mt-6 w-full max-w-md rounded-lg border bg-background text-left">
        <caption className="sr-only">Subscribers by state</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="p-3">
              State
            </th>
            <th scope="col" className="p-3 text-right">
              Addresses
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(summary.counts).map(([state, count]) => (
            <tr key={state} className="border-b">
              <th scope="row" className="p-3 font-normal">
                {stateLabels[state] ?? state}
              </th>
              <td className="p-3 text-right tabular-nums">{count}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="p-3">
              All
            </th>
            <td className="p-3 text-right font-semibold tabular-nums">{total}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

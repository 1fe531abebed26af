import { useEffect } from "react";
import { isRouteErrorResponse, NavLink, Outlet, useLoaderData, useRouteError } from "react-router";
import { AdminApiError, adminFetch, adminMeta } from "~/components/admin/admin-api";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

export const meta = () => adminMeta("Team inbox");

/** Who is logged in; without a session the browser goes to the login page. */
export async function clientLoader() {
  return adminFetch<{ email: string; opens?: string[] }>("/admin/api/session");
}

const sections = [
  { to: "/admin", label: "Leads", end: true },
  { to: "/admin/subscribers", label: "Subscribers", end: false },
  { to: "/admin/erasure", label: "Erase an address", end: false },
  { to: "/admin/vitals", label: "Web Vitals", end: false },
  // Written by the server (tables that read without JavaScript): a document load.
  { to: "/admin/analytics", label: "Analytics", end: false, reloadDocument: true },
];
/** Pages the server opens only to some roles: shown when the session lists them (`opens`). */
const rolePages: Record<string, string> = {
  "/admin/edit": "Content editor",
  "/admin/review": "Changes under review",
  "/admin/releases": "Releases",
  "/admin/audit": "Audit log",
};

function Frame({
  email,
  opens = [],
  children,
}: {
  email?: string;
  opens?: string[];
  children: React.ReactNode;
}) {
  const shown = [
    ...sections,
    ...opens
      .filter((to) => to in rolePages)
      .map((to) => ({ to, label: rolePages[to] as string, end: false, reloadDocument: true })),
  ];
  return (
    <div className="min-h-screen bg-muted">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold">Flowboard team inbox</p>
          <nav aria-label="Team inbox" className="flex flex-wrap gap-1">
            {shown.map((section) => (
              <NavLink
                key={section.to}
                to={section.to}
                end={section.end}
                reloadDocument={"reloadDocument" in section}
                className={({ isActive }) =>
                  cn(
                    "rounded-md px-3 py-2 text-sm font-semibold hover:bg-muted",
                    isActive && "bg-primary-soft text-primary",
                  )
                }
              >
                {section.label}
              </NavLink>
            ))}
          </nav>
          {email ? (
            <form method="post" action="/admin/logout" className="ml-auto flex items-center gap-3">
              <span className="text-sm text-muted-foreground">{email}</span>
              <Button type="submit" variant="outline" size="sm">
                Log out
              </Button>
            </form>
          ) : null}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
    </div>
  );
}

/**
 * What the prerendered shell shows until the browser has the session and the page. The
 * inbox is drawn in the browser, so the shell loads its code on arrival (`data-hydrate-when`,
 * pipeline/postbuild/hydrate-on-intent.mjs) rather than on the visitor's first touch.
 */
export function HydrateFallback() {
  return (
    <Frame>
      <p role="status" data-hydrate-when="load">
        Loading the team inbox. It needs JavaScript: if nothing appears, turn JavaScript on and
        reload the page.
      </p>
    </Frame>
  );
}

export default function AdminLayout() {
  const { email, opens } = useLoaderData<typeof clientLoader>();
  // A page restored from the back-forward cache after Log out shows nothing private: it
  // asks the server again, which sends a logged-out browser to the login page.
  useEffect(() => {
    const reloadRestored = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener("pageshow", reloadRestored);
    return () => window.removeEventListener("pageshow", reloadRestored);
  }, []);
  return (
    <Frame email={email} opens={opens}>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status =
    error instanceof AdminApiError
      ? error.status
      : isRouteErrorResponse(error)
        ? error.status
        : undefined;
  const message =
    error instanceof AdminApiError
      ? error.message
      : status === 404
        ? "There is nothing at this address."
        : "Something went wrong. Reload the page to try again.";
  return (
    <Frame>
      <h1 className="text-2xl font-bold">
        {status === 404 ? "Not found" : "Something went wrong"}
      </h1>
      <p className="mt-2">{message}</p>
      <p className="mt-4">
        <a href="/admin" className="font-semibold text-primary underline underline-offset-4">
          Back to the leads
        </a>
      </p>
    </Frame>
  );
}

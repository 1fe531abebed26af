import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { markHydrateStart } from "~/lib/hydration-marks";

// React Router's default client entry, plus a User Timing mark where hydration starts:
// `npm run profile` measures the main-thread work from here to the root's "hydrated" mark.
markHydrateStart();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

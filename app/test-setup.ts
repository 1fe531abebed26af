import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A ceiling for `findBy…` and `waitFor`, not a wait: they return as soon as what they look
// for is there. Testing Library's 1 s default was met on the slow host (npm run slow-host,
// three times slower): the contact form's first send imports its schema, which the worker
// had not loaded yet, and took longer; the test that timed out then left its send running
// into the next one, which it focused mid-typing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

import type { DeviceClass, MetricName } from "~/lib/vitals/metrics.js";

/** One metric of one route and device over the summarised days, as /admin/api/vitals answers. */
export interface MetricSummary {
  /** 75th percentile (ms; CLS unitless); `atLeast` when it lies past the top bucket. */
  p75: number;
  atLeast: boolean;
  rating: "good" | "needs-improvement" | "poor";
  /** Share (0 to 1) of values at or under the good threshold. */
  goodShare: number;
  samples: number;
}

export interface VitalsSummary {
  from: string;
  to: string;
  days: number;
  metrics: Array<{ name: MetricName; label: string; unit: string; good: number; poor: number }>;
  rows: Array<{
    route: string;
    device: DeviceClass;
    metrics: Partial<Record<MetricName, MetricSummary>>;
  }>;
  series: Record<
    MetricName,
    Array<{ day: string; device: DeviceClass; p75: number; samples: number }>
  >;
}

import { formatMetricValue } from "~/lib/vitals/metrics.js";
import type { VitalsSummary } from "./vitals-summary";

type Metric = VitalsSummary["metrics"][number];
type Point = VitalsSummary["series"][Metric["name"]][number];

const WIDTH = 360;
const HEIGHT = 170;
const PAD = { top: 10, right: 12, bottom: 24, left: 52 };
const DAY_MS = 86_400_000;

/** How each device's line is drawn: colour, dash and marker differ, so none rests on colour. */
const lines = {
  phone: { label: "Phone", stroke: "var(--primary)", dash: undefined, marker: "circle" },
  desktop: { label: "Desktop", stroke: "var(--foreground)", dash: "5 3", marker: "square" },
} as const;

/**
 * A metric's daily 75th percentile over the summarised days, one line per device class,
 * with the good and poor thresholds drawn across. Plain SVG: no chart library.
 */
export function VitalsChart({
  metric,
  points,
  from,
  days,
}: {
  metric: Metric;
  points: Point[];
  from: string;
  days: number;
}) {
  const start = Date.parse(`${from}T00:00:00Z`);
  const top = Math.max(metric.poor * 1.25, ...points.map((point) => point.p75)) || 1;
  const x = (day: string) =>
    PAD.left +
    ((Date.parse(`${day}T00:00:00Z`) - start) / DAY_MS / Math.max(1, days - 1)) *
      (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / top) * (HEIGHT - PAD.top - PAD.bottom);
  const format = (value: number) => formatMetricValue(metric, value);
  const byDevice = (["phone", "desktop"] as const).map((device) => ({
    device,
    points: points.filter((point) => point.device === device),
  }));
  const latest = byDevice
    .filter(({ points: own }) => own.length > 0)
    .map(({ device, points: own }) => {
      const last = own[own.length - 1] as Point;
      return `${lines[device].label} ${format(last.p75)} on ${last.day}`;
    });
  const description = latest.length
    ? `${metric.name}, 75th percentile per day. Latest: ${latest.join("; ")}. Good up to ${format(metric.good)}, poor above ${format(metric.poor)}.`
    : `${metric.name}: no values in these days.`;

  return (
    <figure className="rounded-lg border bg-background p-4">
      <figcaption className="font-semibold">
        {metric.name} <span className="font-normal text-muted-foreground">{metric.label}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={description}
        className="mt-2 w-full text-muted-foreground"
      >
        {[
          { value: metric.good, text: `good ≤ ${format(metric.good)}`, color: "var(--success)" },
          {
            value: metric.poor,
            text: `poor > ${format(metric.poor)}`,
            color: "var(--destructive)",
          },
        ].map((threshold) => (
          <g key={threshold.text}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(threshold.value)}
              y2={y(threshold.value)}
              stroke={threshold.color}
              strokeDasharray="2 3"
            />
            <text
              x={WIDTH - PAD.right}
              y={y(threshold.value) - 3}
              textAnchor="end"
              fontSize="10"
              fill="currentColor"
            >
              {threshold.text}
            </text>
          </g>
        ))}
        <line
          x1={PAD.left}
          x2={PAD.left}
          y1={PAD.top}
          y2={HEIGHT - PAD.bottom}
          stroke="currentColor"
        />
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          stroke="currentColor"
        />
        {[0, top / 2, top].map((value) => (
          <text
            key={value}
            x={PAD.left - 4}
            y={y(value) + 3}
            textAnchor="end"
            fontSize="10"
            fill="currentColor"
          >
            {format(value)}
          </text>
        ))}
        <text x={PAD.left} y={HEIGHT - 6} fontSize="10" fill="currentColor">
          {from}
        </text>
        <text
          x={WIDTH - PAD.right}
          y={HEIGHT - 6}
          textAnchor="end"
          fontSize="10"
          fill="currentColor"
        >
          {new Date(start + (days - 1) * DAY_MS).toISOString().slice(0, 10)}
        </text>
        {byDevice.map(({ device, points: own }) => {
          const style = lines[device];
          return (
            <g key={device} data-device={device}>
              {own.length > 1 ? (
                <polyline
                  points={own.map((point) => `${x(point.day)},${y(point.p75)}`).join(" ")}
                  fill="none"
                  stroke={style.stroke}
                  strokeWidth="2"
                  strokeDasharray={style.dash}
                />
              ) : null}
              {own.map((point) =>
                style.marker === "circle" ? (
                  <circle
                    key={point.day}
                    cx={x(point.day)}
                    cy={y(point.p75)}
                    r="3"
                    fill={style.stroke}
                  />
                ) : (
                  <rect
                    key={point.day}
                    x={x(point.day) - 3}
                    y={y(point.p75) - 3}
                    width="6"
                    height="6"
                    fill={style.stroke}
                  />
                ),
              )}
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex gap-4 text-sm" aria-hidden="true">
        {(["phone", "desktop"] as const).map((device) => (
          <li key={device} className="flex items-center gap-1">
            <svg width="22" height="8" viewBox="0 0 22 8" aria-hidden="true">
              <line
                x1="0"
                x2="22"
                y1="4"
                y2="4"
                stroke={lines[device].stroke}
                strokeWidth="2"
                strokeDasharray={lines[device].dash}
              />
            </svg>
            {lines[device].label}
          </li>
        ))}
      </ul>
    </figure>
  );
}

// Histogram arithmetic on the fixed buckets of app/lib/vitals/metrics.js: which bucket a
// value is counted in, and percentiles and the share of good values read back from counts.

/**
 * The bucket a value falls in: the number of bounds below it, so bucket i holds values in
 * (bounds[i-1], bounds[i]] and bucket `bounds.length` everything above the last bound.
 * @param {readonly number[]} bounds ascending
 * @param {number} value finite, not negative
 */
export function bucketOf(bounds, value) {
  let low = 0;
  let high = bounds.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (bounds[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The range of values bucket `index` holds; the last one is open above (`upper` undefined). */
export function bucketRange(bounds, index) {
  return { lower: index === 0 ? 0 : bounds[index - 1], upper: bounds[index] };
}

/**
 * The `fraction` percentile (0.75 for p75) of the values counted in `counts` (a Map or
 * object of bucket index to count), read as a nearest-rank estimate spread evenly inside
 * its bucket: the error is at most one bucket's width. A percentile that falls in the
 * open top bucket is that bucket's lower bound (a floor, and flagged `overflow`).
 * Undefined when nothing was counted.
 * @param {readonly number[]} bounds
 * @param {Map<number, number>} counts
 * @param {number} fraction
 * @returns {{ value: number, overflow: boolean } | undefined}
 */
export function percentile(bounds, counts, fraction) {
  const buckets = [...counts].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return undefined;
  const rank = fraction * total;
  let below = 0;
  for (const [index, count] of buckets) {
    if (below + count >= rank) {
      const { lower, upper } = bucketRange(bounds, index);
      if (upper === undefined) return { value: lower, overflow: true };
      return { value: lower + ((rank - below) / count) * (upper - lower), overflow: false };
    }
    below += count;
  }
  // Floating-point slack only: the loop always reaches the rank.
  const [last] = buckets[buckets.length - 1];
  const { lower, upper } = bucketRange(bounds, last);
  return upper === undefined ? { value: lower, overflow: true } : { value: upper, overflow: false };
}

/**
 * The share (0 to 1) of counted values at or under `limit`, which must be a bucket bound
 * (the metrics' thresholds are), so the answer is exact. Undefined when nothing was counted.
 */
export function shareAtMost(bounds, counts, limit) {
  const edge = bounds.indexOf(limit);
  if (edge === -1) throw new Error(`${limit} is not a bucket bound`);
  let total = 0;
  let within = 0;
  for (const [index, count] of counts) {
    total += count;
    if (index <= edge) within += count;
  }
  return total === 0 ? undefined : within / total;
}

/**
 * The value of one series in a Prometheus text exposition (what a `/metrics` endpoint answers):
 * the first sample named `name` whose labels include every pair of `labels`, or undefined when no
 * such series is present. Samples without labels match an empty `labels`.
 */
export function metricSample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

/**
 * V8 CPU profiles (.cpuprofile, from Chrome DevTools or `node --cpu-prof`): self and total
 * time per function, and optionally self time per group (a package…). Used by bench/profile.ts
 * (browser pages) and bench/serverProfile.ts (the server under load).
 */

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileTotals {
  /** ms covered by the samples counted */
  sampledMs: number;
  self: Map<string, number>;
  /** a function's time including its callees (each function once per stack) */
  total: Map<string, number>;
  /** self time per `group` of the options (empty without it) */
  groups: Map<string, number>;
}

/**
 * Adds up the samples, in ms. `label` names a function (what self and total are keyed by);
 * `windowS` keeps only the samples of the last seconds before the profile's end (the measured
 * load, not the start-up).
 */
export function aggregateProfile(
  profile: CpuProfile,
  options: { label: (node: ProfileNode) => string; group?: (node: ProfileNode) => string; windowS?: number },
): ProfileTotals {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const totals: ProfileTotals = { sampledMs: 0, self: new Map(), total: new Map(), groups: new Map() };
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  const from = profile.endTime - (options.windowS ?? Infinity) * 1e6;
  let t = profile.startTime;
  profile.samples.forEach((id, index) => {
    t += profile.timeDeltas[index] ?? 0;
    if (t < from) return;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    totals.sampledMs += ms;
    const node = byId.get(id)!;
    add(totals.self, options.label(node), ms);
    if (options.group) add(totals.groups, options.group(node), ms);
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const name = options.label(byId.get(current)!);
      if (seen.has(name)) continue;
      seen.add(name);
      add(totals.total, name, ms);
    }
  });
  return totals;
}

/** The `top` heaviest entries, one line each, formatted by `value`. */
export function topLines(map: Map<string, number>, top: number, value: (ms: number) => string): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `${value(ms)}  ${name}`);
}

// What a page's long tasks ran, from a Lighthouse trace saved by bench/public-page.mjs (BENCH_REPORTS=dir
// BENCH_TRACES=1): each main-thread task over 12 ms unthrottled (50 ms under Lighthouse's 4x slowdown), when it
// started after the navigation, and the functions its JavaScript samples spent most time in (self time, and the
// nearest caller in the app's own code or a named package chunk).
//   node bench/long-tasks.mjs /tmp/lhr/_library-1.trace.json [minimum ms, default 12]
import { readFileSync } from 'node:fs';

const [file, minimum = '12'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/long-tasks.mjs <trace.json> [minimum ms]');
  process.exit(1);
}
const { traceEvents } = JSON.parse(readFileSync(file, 'utf8'));
const navigation = traceEvents.find(
  (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
);
const mainPid = navigation.pid;
const mainTid = navigation.tid;
const t0 = navigation.ts;
const minimumUs = Number(minimum) * 1000;

// The CPU profile of the page's main thread: nodes by id and samples with their times.
const nodes = new Map();
const samples = [];
let profileId;
for (const e of traceEvents) {
  if (e.name === 'Profile' && e.pid === mainPid) profileId = e.id;
}
let sampleTime = 0;
for (const e of traceEvents) {
  // The samples come from the profiler's own thread of the page's process.
  if (e.pid !== mainPid || e.id !== profileId) continue;
  if (e.name === 'Profile') sampleTime = e.args.data.startTime;
  if (e.name !== 'ProfileChunk') continue;
  const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
  for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
  (cpuProfile.samples ?? []).forEach((id, i) => {
    sampleTime += timeDeltas[i];
    samples.push({ id, ts: sampleTime });
  });
}
const name = (node) => {
  const { functionName, url = '', lineNumber = 0 } = node.callFrame;
  return `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
};
// The nearest frame in the app's own chunks (not React's, not the router's): whose code asked for the work.
const appFrame = (node) => {
  for (let n = node; n; n = nodes.get(n.parent)) {
    const url = n.callFrame?.url ?? '';
    if (url && !/\/(react|rolldown-runtime|router)-/.test(url) && !url.startsWith('chrome') && url.includes('/assets/'))
      return name(n);
  }
  return '-';
};

const tasks = traceEvents
  .filter((e) => e.pid === mainPid && e.tid === mainTid && e.name === 'RunTask' && e.dur >= minimumUs)
  .sort((a, b) => a.ts - b.ts);
for (const task of tasks) {
  const inside = samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + task.dur);
  const self = new Map();
  const callers = new Map();
  for (const s of inside) {
    const node = nodes.get(s.id);
    if (!node) continue;
    self.set(name(node), (self.get(name(node)) ?? 0) + 1);
    const caller = appFrame(node);
    callers.set(caller, (callers.get(caller) ?? 0) + 1);
  }
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([key, count]) => `${key} (${count})`)
      .join('; ');
  const events = traceEvents
    .filter(
      (e) => e.pid === mainPid && e.tid === mainTid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > 2000,
    )
    .filter((e) => e.name !== 'RunTask' && e.name !== 'ProfileChunk')
    .slice(0, 6)
    .map(
      (e) => `${e.name} ${(e.dur / 1000).toFixed(1)}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''}`,
    )
    .join(', ');
  console.log(
    `\n${((task.ts - t0) / 1000).toFixed(0)} ms +${(task.dur / 1000).toFixed(1)} ms (${inside.length} samples): ${events}`,
  );
  console.log(`  self: ${top(self)}`);
  console.log(`  app code: ${top(callers)}`);
}

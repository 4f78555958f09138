// What holds a heap: reads a V8 heap snapshot (bench/mixed.mjs writes them with BENCH_SNAPSHOTS=dir) and prints the
// largest groups by constructor (or kind: compiled code, strings, arrays) with their count, own size and retained size,
// and, given a second snapshot, how each group grew from the first.
// Usage: node bench/heap-summary.mjs idle.heapsnapshot [after.heapsnapshot]   (BENCH_ROWS=25: rows printed)
import { readFileSync } from 'node:fs';

/** The snapshot as flat arrays, with each node's group name and its retained size (through the dominator tree). */
export function readSnapshot(path) {
  const { snapshot, nodes, edges, strings } = JSON.parse(readFileSync(path, 'utf8'));
  const { node_fields, edge_fields, node_types, edge_types } = snapshot.meta;
  const nodeSize = node_fields.length;
  const edgeSize = edge_fields.length;
  const count = nodes.length / nodeSize;
  const [typeAt, nameAt, selfAt, edgeCountAt] = ['type', 'name', 'self_size', 'edge_count'].map((f) =>
    node_fields.indexOf(f),
  );
  const [edgeTypeAt, edgeToAt] = ['type', 'to_node'].map((f) => edge_fields.indexOf(f));
  const nodeTypes = node_types[typeAt];
  const weak = edge_types[edgeTypeAt].indexOf('weak');
  const shortcut = edge_types[edgeTypeAt].indexOf('shortcut');

  const firstEdge = new Uint32Array(count + 1);
  for (let n = 0; n < count; n++) firstEdge[n + 1] = firstEdge[n] + nodes[n * nodeSize + edgeCountAt];
  const target = (e) => edges[e * edgeSize + edgeToAt] / nodeSize;
  const strong = (e) => {
    const type = edges[e * edgeSize + edgeTypeAt];
    return type !== weak && type !== shortcut;
  };

  // Depth-first post order from the root (node 0) over strong edges.
  const order = new Int32Array(count).fill(-1);
  const postorder = new Uint32Array(count);
  let visited = 0;
  const stack = [0];
  const cursor = new Uint32Array(count);
  const seen = new Uint8Array(count);
  seen[0] = 1;
  cursor[0] = firstEdge[0];
  while (stack.length) {
    const n = stack.at(-1);
    let pushed = false;
    while (cursor[n] < firstEdge[n + 1]) {
      const e = cursor[n]++;
      const to = target(e);
      if (!strong(e) || seen[to]) continue;
      seen[to] = 1;
      cursor[to] = firstEdge[to];
      stack.push(to);
      pushed = true;
      break;
    }
    if (!pushed) {
      stack.pop();
      order[n] = visited;
      postorder[visited++] = n;
    }
  }

  // Predecessors over strong edges, for the dominators (Cooper, Harvey and Kennedy's iteration).
  const predCount = new Uint32Array(count + 1);
  for (let n = 0; n < count; n++)
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e++) if (strong(e)) predCount[target(e) + 1]++;
  for (let n = 0; n < count; n++) predCount[n + 1] += predCount[n];
  const preds = new Uint32Array(predCount[count]);
  const fill = predCount.slice(0, count);
  for (let n = 0; n < count; n++)
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e++) if (strong(e)) preds[fill[target(e)]++] = n;

  const dominator = new Int32Array(count).fill(-1);
  dominator[0] = 0;
  const intersect = (a, b) => {
    while (a !== b) {
      while (order[a] < order[b]) a = dominator[a];
      while (order[b] < order[a]) b = dominator[b];
    }
    return a;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let i = visited - 2; i >= 0; i--) {
      const n = postorder[i];
      let idom = -1;
      for (let p = predCount[n]; p < predCount[n + 1]; p++) {
        const pred = preds[p];
        if (order[pred] < 0 || dominator[pred] < 0) continue;
        idom = idom < 0 ? pred : intersect(pred, idom);
      }
      if (idom >= 0 && dominator[n] !== idom) {
        dominator[n] = idom;
        changed = true;
      }
    }
  }

  const retained = new Float64Array(count);
  for (let n = 0; n < count; n++) retained[n] = nodes[n * nodeSize + selfAt];
  for (let i = 0; i < visited - 1; i++) {
    const n = postorder[i];
    if (n !== 0) retained[dominator[n]] += retained[n];
  }

  const groupOf = (n) => {
    const type = nodeTypes[nodes[n * nodeSize + typeAt]];
    const name = strings[nodes[n * nodeSize + nameAt]];
    if (type === 'object' || type === 'native') return name.split(' ')[0] || '(anonymous)';
    if (type === 'closure') return '(closure)';
    if (type === 'code') return '(compiled code)';
    if (type.includes('string')) return '(string)';
    return `(${type})`;
  };
  const groups = new Map();
  const group = (name) => {
    let g = groups.get(name);
    if (!g) groups.set(name, (g = { name, count: 0, self: 0, retained: 0 }));
    return g;
  };
  for (let n = 0; n < count; n++) {
    if (order[n] < 0) continue;
    const g = group(groupOf(n));
    g.count++;
    g.self += nodes[n * nodeSize + selfAt];
    // Retained by the group: what its members hold that no other member of it holds too.
    let d = dominator[n];
    while (d !== 0 && groupOf(d) !== g.name) d = dominator[d];
    if (d === 0) g.retained += retained[n];
  }
  const total = retained[0];
  return { groups, total };
}

const main = process.argv[1] === new URL(import.meta.url).pathname;
if (main) {
  const [first, second] = process.argv.slice(2);
  const rows = Number(process.env.BENCH_ROWS ?? 25);
  const MB = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  const a = readSnapshot(first);
  const b = second ? readSnapshot(second) : null;
  console.log(`\n${first}: ${MB(a.total)} MB reachable${b ? `; ${second}: ${MB(b.total)} MB` : ''}\n`);
  if (!b) {
    console.log('| group | count | own MB | retained MB |');
    console.log('|---|---|---|---|');
    const list = [...a.groups.values()].sort((x, y) => y.retained - x.retained).slice(0, rows);
    for (const g of list) console.log(`| ${g.name} | ${g.count} | ${MB(g.self)} | ${MB(g.retained)} |`);
  } else {
    console.log(
      '| group | count (first, second) | own MB (first, second) | retained MB (first, second) | retained growth MB |',
    );
    console.log('|---|---|---|---|---|');
    const empty = { count: 0, self: 0, retained: 0 };
    const names = new Set([...a.groups.keys(), ...b.groups.keys()]);
    const list = [...names]
      .map((name) => ({ name, x: a.groups.get(name) ?? empty, y: b.groups.get(name) ?? empty }))
      .sort((p, q) => Math.abs(q.y.retained - q.x.retained) - Math.abs(p.y.retained - p.x.retained))
      .slice(0, rows);
    for (const { name, x, y } of list)
      console.log(
        `| ${name} | ${x.count}, ${y.count} | ${MB(x.self)}, ${MB(y.self)} | ${MB(x.retained)}, ${MB(y.retained)} | ` +
          `${MB(y.retained - x.retained)} |`,
      );
  }
}

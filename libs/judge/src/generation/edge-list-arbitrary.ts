import * as fc from 'fast-check';
import type { ValueConstraints } from '@algosheets/contracts';
import type { JsonValue } from '../values/json-value';
import { edgeBiasedInteger } from './edge-bias';
import { GenerationError, generationLimits, type GenerationEnv, lengthRange, resolveBound } from './generation-env';

type EdgesConstraints = NonNullable<ValueConstraints['edges']>;

/** One drawn edge: which candidate pair it takes, its place in the list, whether it is written (or, directed tree edge, pointed) the other way, its weight. */
type EdgeDraw = [choice: number, order: number, flip: boolean, weight: number];

interface Drawn {
  from: number;
  to: number;
  draw: EdgeDraw;
}

/**
 * The pairs an edge may join, in canonical labels: u < v (undirected or a DAG) or u != v
 * (directed), in the order u, then v. They are numbered rather than listed: 20,000 nodes make
 * 4 * 10^8 pairs, and even the 2,000-node graphs of a growth measurement held 4 million pair
 * arrays (hundreds of MB) when they were listed.
 */
interface CandidatePairs {
  count: number;
  /** The pair numbered `index` (0 <= index < count). */
  at(index: number): [number, number];
  /** The number of the pair (u, v), a pair of this set. */
  indexOf(u: number, v: number): number;
}

function candidatePairs(n: number, e: EdgesConstraints): CandidatePairs {
  if (e.directed && !e.acyclic) {
    return {
      count: n * (n - 1),
      at: (index) => {
        const u = Math.floor(index / (n - 1));
        const rest = index % (n - 1);
        return [u, rest < u ? rest : rest + 1];
      },
      indexOf: (u, v) => u * (n - 1) + (v < u ? v : v - 1),
    };
  }
  // Row u holds the n - 1 - u pairs (u, u+1) ... (u, n-1); rowStart(u) pairs come before it.
  const rowStart = (u: number) => u * n - (u * (u + 1)) / 2;
  return {
    count: (n * (n - 1)) / 2,
    at: (index) => {
      let u = Math.max(0, Math.floor((2 * n - 1 - Math.sqrt((2 * n - 1) ** 2 - 8 * index)) / 2));
      while (u > 0 && rowStart(u) > index) u--;
      while (rowStart(u + 1) <= index) u++;
      return [u, u + 1 + index - rowStart(u)];
    },
    indexOf: (u, v) => rowStart(u) + v - u - 1,
  };
}

/**
 * Builds the edge list in canonical labels, then relabels through the drawn permutation
 * (`rank`) and orders the edges by their draws. A connected graph starts from a spanning tree
 * (node i hangs from one of 0..i-1); further edges are drawn among the pairs still allowed: no
 * self-loop, no repeat unless `multi`, in a DAG only from a lower to a higher canonical label, in a
 * forest only between two components; a rooted graph's tree points away from canonical node 0,
 * which keeps label 0. Draws of 0, what shrinking reaches, give the star around node 0, the
 * identity labelling and the order of construction.
 */
function buildEdges(n: number, e: EdgesConstraints, rank: number[], treeDraws: EdgeDraw[], extraDraws: EdgeDraw[]): JsonValue[] {
  const directed = Boolean(e.directed);
  const forest = Boolean(e.acyclic) && !directed;
  const keyOf = (u: number, v: number) => (directed ? `${u},${v}` : `${Math.min(u, v)},${Math.max(u, v)}`);
  const component = Array.from({ length: n }, (_, i) => i);
  const root = (u: number): number => (component[u] === u ? u : (component[u] = root(component[u])));
  const used = new Set<string>();
  const drawn: Drawn[] = [];
  const add = (u: number, v: number, draw: EdgeDraw, mayFlip: boolean) => {
    const [from, to] = mayFlip && draw[2] ? [v, u] : [u, v];
    used.add(keyOf(from, to));
    component[root(from)] = root(to);
    drawn.push({ from, to, draw });
  };
  // A rooted graph's tree edges point from parent to child, away from canonical node 0.
  treeDraws.forEach((draw, i) => add(draw[0] % (i + 1), i + 1, draw, !(directed && (e.acyclic || e.rooted))));
  const pairs = candidatePairs(n, e);
  // Each further edge takes the (draw mod count)-th of the pairs still allowed, in pair order.
  if (forest) {
    // Pairs between two components: listed, as a forest's edges are few (at most n - 1) and which
    // pairs remain changes with every edge.
    for (const draw of extraDraws) {
      const candidates: [number, number][] = [];
      for (let index = 0; index < pairs.count; index++) {
        const [u, v] = pairs.at(index);
        if (root(u) !== root(v)) candidates.push([u, v]);
      }
      if (candidates.length === 0) break;
      const [u, v] = candidates[draw[0] % candidates.length];
      add(u, v, draw, !directed);
    }
  } else if (e.multi) {
    for (const draw of extraDraws) {
      if (pairs.count === 0) break;
      const [u, v] = pairs.at(draw[0] % pairs.count);
      add(u, v, draw, !directed);
    }
  } else {
    // The numbers of the pairs taken, ascending. taken[j] - j free numbers lie below taken[j], a
    // count that never decreases along the list, so the k-th free number (from 0) is k plus the
    // count of the taken j with taken[j] - j <= k: a binary search.
    const taken = drawn.map(({ from, to }) => (directed ? pairs.indexOf(from, to) : pairs.indexOf(Math.min(from, to), Math.max(from, to)))).sort((a, b) => a - b);
    for (const draw of extraDraws) {
      const free = pairs.count - taken.length;
      if (free === 0) break;
      const k = draw[0] % free;
      let [low, high] = [0, taken.length];
      while (low < high) {
        const middle = (low + high) >> 1;
        if (taken[middle] - middle <= k) low = middle + 1;
        else high = middle;
      }
      const [u, v] = pairs.at(k + low);
      add(u, v, draw, !directed);
      taken.splice(low, 0, k + low);
    }
  }
  // A rooted graph keeps canonical node 0, the tree's root, as label 0.
  const rankOf = (i: number) => (e.rooted && i === 0 ? -1 : rank[i]);
  const labels = Array.from({ length: n }, (_, i) => i).sort((a, b) => rankOf(a) - rankOf(b) || a - b);
  return drawn
    .sort((a, b) => a.draw[1] - b.draw[1])
    .map(({ from, to, draw }) => (e.weight ? [labels[from], labels[to], draw[3]] : [labels[from], labels[to]]));
}

/**
 * A graph's edge list (`edges` of `ValueConstraints`): rows `[u, v]` (or `[u, v, weight]`) over
 * labels 0..nodes-1, `directed`, `acyclic`, `connected`, `rooted`, `multi` as asked, never a self-loop;
 * `minLength`/`maxLength` bound the number of edges (default up to the larger of 8 and nodes - 1,
 * at most what the graph can hold). Labels, orientation and order are shuffled by draws that
 * shrink to the plainest graph.
 * @throws GenerationError when the node count or the edge count bounds cannot be met on this input
 */
export function edgeListArbitrary(e: EdgesConstraints, c: ValueConstraints, env: GenerationEnv, where: string): fc.Arbitrary<JsonValue> {
  const n = resolveBound(e.nodes, 0, env, `${where} (edges)`);
  const { nodes } = generationLimits();
  if (!Number.isInteger(n) || n < 0 || n > nodes) throw new GenerationError(`${where}: "nodes" came to ${n} on this input (0 to ${nodes})`);
  const directed = Boolean(e.directed);
  const pairs = candidatePairs(n, e).count;
  const capacity = e.acyclic && !directed ? Math.max(0, n - 1) : e.multi && pairs > 0 ? Infinity : pairs;
  const treeCount = e.connected && n > 0 ? n - 1 : 0;
  const [low, high] = lengthRange(c, env, where, treeCount);
  const [minEdges, maxEdges] = [Math.max(low, treeCount), Math.min(high, capacity)];
  if (minEdges > maxEdges) throw new GenerationError(`${where}: ${minEdges} to ${maxEdges} edges cannot be drawn on ${n} nodes`);
  const weight = e.weight ? edgeBiasedInteger(e.weight.min, e.weight.max) : fc.constant(0);
  const draw: fc.Arbitrary<EdgeDraw> = fc.tuple(fc.nat({ max: Math.max(0, pairs - 1) }), fc.nat({ max: maxEdges }), fc.boolean(), weight);
  return fc
    .tuple(
      fc.array(fc.nat({ max: n }), { minLength: n, maxLength: n }),
      fc.array(draw, { minLength: treeCount, maxLength: treeCount }),
      fc.array(draw, { minLength: minEdges - treeCount, maxLength: maxEdges - treeCount }),
    )
    .map(([rank, treeDraws, extraDraws]) => buildEdges(n, e, rank, treeDraws, extraDraws));
}

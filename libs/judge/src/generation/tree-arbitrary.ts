import * as fc from 'fast-check';
import type { ValueConstraints } from '@algosheets/contracts';
import { canonicalJson, type JsonValue } from '../values/json-value';
import { boundedFilter } from './bounded-filter';
import { sequenceWithEdges } from './edge-bias';
import { type GenerationEnv, generationLimits, lengthRange } from './generation-env';
import { typicalDistinct } from './typical-distinct';

interface TreeNodeDraft {
  value: JsonValue;
  left?: TreeNodeDraft;
  right?: TreeNodeDraft;
}

/** A generated node: its value and which free child slot it takes (ignored for the root). */
type NodeDraw = [JsonValue, number];

/**
 * Builds a tree from its nodes in draw order: the first is the root, each next one hangs in the
 * free child slot its draw picks, free slots kept in breadth-first order (so picks of 0, what
 * shrinking reaches, give a complete tree). With `bst`, the values are sorted and assigned in
 * order, making the in-order walk strictly increasing. Returns LeetCode's level order, trailing
 * nulls dropped.
 */
function levelOrder(draws: NodeDraw[], bst: boolean): JsonValue[] {
  if (draws.length === 0) return [];
  const nodes: TreeNodeDraft[] = draws.map(([value]) => ({ value }));
  const free: [TreeNodeDraft, 'left' | 'right'][] = [
    [nodes[0], 'left'],
    [nodes[0], 'right'],
  ];
  for (let i = 1; i < nodes.length; i++) {
    const [parent, side] = free.splice(draws[i][1] % free.length, 1)[0];
    parent[side] = nodes[i];
    free.push([nodes[i], 'left'], [nodes[i], 'right']);
  }
  if (bst) {
    const sorted = draws.map(([value]) => value as number).sort((a, b) => a - b);
    const walk = (node: TreeNodeDraft | undefined): void => {
      if (!node) return;
      walk(node.left);
      node.value = sorted.shift() as number;
      walk(node.right);
    };
    walk(nodes[0]);
  }
  const order: JsonValue[] = [nodes[0].value];
  for (let queue = [nodes[0]], i = 0; i < queue.length; i++) {
    for (const child of [queue[i].left, queue[i].right]) {
      order.push(child ? child.value : null);
      if (child) queue.push(child);
    }
  }
  while (order[order.length - 1] === null) order.pop();
  return order;
}

/**
 * A binary tree of `minLength`..`maxLength` nodes (default 0 to 8) with values from `value`;
 * `distinct` (or `bst`) values all differ, `bst` makes it a binary search tree. One draw in
 * `EDGE_ODDS` takes an edge node count (none, the fewest or the most, at most `longest`) or, when
 * values may repeat, nodes of one or two values. Shrinks towards fewer nodes, smaller values and
 * complete shapes. Without edges in force (typical draws of exactly n nodes) distinct values are
 * drawn by `typicalDistinct`.
 * @throws GenerationError when the node bounds come to an empty range on this input
 */
export function treeArbitrary(value: fc.Arbitrary<JsonValue>, c: ValueConstraints, env: GenerationEnv, where: string, longest: number): fc.Arbitrary<JsonValue> {
  const [minLength, maxLength] = lengthRange(c, env, where);
  const draw = fc.tuple(value, fc.nat({ max: 2 * maxLength }));
  const distinct = Boolean(c.distinct || c.bst);
  const valueKey = ([v]: NodeDraw) => canonicalJson(v);
  const why = `${where}: ${minLength} distinct node values could not be drawn`;
  if (distinct && !generationLimits().edges) return typicalDistinct(draw, valueKey, [minLength, maxLength], why).map((list) => levelOrder(list, Boolean(c.bst)));
  // From 0 nodes up, as `sequenceArbitrary` draws distinct values: fast-check's `uniqueArray` never
  // returns when its `minLength` is more than the values can reach.
  const plain = distinct ? fc.uniqueArray(draw, { maxLength, selector: ([v]) => v }) : fc.array(draw, { minLength, maxLength });
  let draws = sequenceWithEdges<NodeDraw>(plain, { item: draw, lengths: [minLength, Math.max(minLength, Math.min(maxLength, longest))], distinctBy: distinct ? valueKey : undefined });
  if (distinct && minLength > 0) draws = boundedFilter(draws, (list) => list.length >= minLength, why);
  return draws.map((list) => levelOrder(list, Boolean(c.bst)));
}

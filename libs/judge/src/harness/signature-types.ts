import type { ProblemSignature, ValueType } from '@algosheets/contracts';
import { parseType } from '../model/value-type';

/**
 * Every value type a signature mentions (parameters, return types, a design's constructor and
 * methods; `void` left out), parsed. Throws `TypeSyntaxError` for a type text it cannot read.
 */
export function signatureTypes(signature: ProblemSignature): ValueType[] {
  const texts =
    signature.kind === 'function'
      ? [...signature.params.map((p) => p.type), signature.returns]
      : [...signature.constructorParams.map((p) => p.type), ...signature.methods.flatMap((m) => [...m.params.map((p) => p.type), m.returns])];
  return texts.filter((text) => text.trim() !== 'void').map(parseType);
}

/** Whether `type` is or contains (at any depth of arrays and lists) the node type `node`. */
export function containsNode(type: ValueType, node: 'ListNode' | 'TreeNode'): boolean {
  if (type.kind === 'array' || type.kind === 'list') return containsNode(type.of, node);
  return type.kind === node;
}

/** Whether the signature uses `ListNode` or `TreeNode` anywhere, so its starter shows the definition. */
export function usesNode(signature: ProblemSignature, node: 'ListNode' | 'TreeNode'): boolean {
  return signatureTypes(signature).some((type) => containsNode(type, node));
}

import { SCALAR_TYPES, type ScalarTypeName, type ValueType } from '@algosheets/contracts';

/** A type text that {@link parseType} cannot read; `message` names the text and why. */
export class TypeSyntaxError extends Error {
  override name = 'TypeSyntaxError';
}

/**
 * Parses a type's text form (`int`, `long[][]`, `list<list<int>>`, `TreeNode`) into a
 * {@link ValueType}. `bool` is read as `boolean`. `void` is not a value type: callers that accept
 * it (return types) check for it first.
 * @throws TypeSyntaxError for anything else, naming the text
 */
export function parseType(text: string): ValueType {
  const source = text.trim();
  if (source.endsWith('[]')) return { kind: 'array', of: parseType(source.slice(0, -2)) };
  const list = /^list<(.+)>$/.exec(source);
  if (list) return { kind: 'list', of: parseType(list[1]) };
  if (source === 'ListNode' || source === 'TreeNode') return { kind: source };
  const scalar = source === 'bool' ? 'boolean' : source;
  if ((SCALAR_TYPES as readonly string[]).includes(scalar)) return { kind: 'scalar', name: scalar as ScalarTypeName };
  throw new TypeSyntaxError(`unknown type "${text}": expected one of ${SCALAR_TYPES.join(', ')}, ListNode, TreeNode, T[] or list<T>`);
}

/** The canonical text of a type, the inverse of {@link parseType} (`bool` comes back as `boolean`). */
export function formatType(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return type.name;
    case 'array':
      return `${formatType(type.of)}[]`;
    case 'list':
      return `list<${formatType(type.of)}>`;
    default:
      return type.kind;
  }
}

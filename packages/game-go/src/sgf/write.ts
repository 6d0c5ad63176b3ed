import type { SgfNode } from './parse.js';

/** Escapes a property value: `\` and `]` get a backslash. */
export function escapeSgfValue(value: string): string {
  return value.replace(/[\\\]]/g, (c) => `\\${c}`);
}

/**
 * Writes game trees as SGF text; `parseSgf(writeSgf(t))` gives back `t`. Properties keep their
 * order; a variation starts on a new line. Iterative, so very deep trees cannot overflow the stack.
 */
export function writeSgf(trees: SgfNode | readonly SgfNode[]): string {
  const roots = Array.isArray(trees) ? (trees as readonly SgfNode[]) : [trees as SgfNode];
  const out: string[] = [];
  for (const root of roots) {
    out.push('(');
    const stack: (SgfNode | string)[] = [')\n', root];
    let inSequence = 0;
    while (stack.length > 0) {
      const item = stack.pop()!;
      if (typeof item === 'string') {
        out.push(item);
        continue;
      }
      // Break long main lines every 10 nodes to keep lines short.
      if (++inSequence % 10 === 0) out.push('\n');
      out.push(';');
      for (const [id, values] of Object.entries(item.props)) {
        if (values.length === 0) continue;
        out.push(id);
        for (const v of values) out.push('[', escapeSgfValue(v), ']');
      }
      const kids = item.children;
      if (kids.length === 1) stack.push(kids[0]!);
      else
        for (let k = kids.length - 1; k >= 0; k--) {
          stack.push(')', kids[k]!, '\n(');
          inSequence = 0;
        }
    }
  }
  return out.join('');
}

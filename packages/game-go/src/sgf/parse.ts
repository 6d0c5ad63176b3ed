import { err, ok, type QiError, type Result } from '@qi/core-search';

/**
 * A generic SGF node: its properties in file order (identifier → values, unescaped) and its
 * children. A sequence `;a;b;c` is a chain of single children; variations are several children.
 */
export interface SgfNode {
  props: Record<string, string[]>;
  children: SgfNode[];
}

export type SgfSyntaxErrorCode = 'sgf-syntax';

const offsets = new WeakMap<SgfNode, number>();

/** The character offset where `node` started in the text it was parsed from, if known. */
export function sgfNodeOffset(node: SgfNode): number | undefined {
  return offsets.get(node);
}

/** 1-based `line:column` of a character offset. */
export function lineColumn(text: string, offset: number): string {
  let line = 1;
  let col = 1;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      col = 1;
    } else col++;
  }
  return `${line}:${col}`;
}

/**
 * Parses an SGF collection (one or more game trees) into generic nodes. Untrusted input gives an
 * `sgf-syntax` error whose `at` is `line:column`; it never throws, and deep nesting is handled
 * without recursion. Accepted leniencies: a byte-order mark and text before the first `(`;
 * FF[3]-style identifiers with lowercase letters (`AddBlack` reads as `AB`); a property repeated
 * in one node has its values appended.
 */
export function parseSgf(text: string): Result<SgfNode[], QiError<SgfSyntaxErrorCode>> {
  const fail = (offset: number, message: string) => {
    const at = lineColumn(text, offset);
    return err('sgf-syntax', `${message} at ${at}`, at);
  };
  const n = text.length;
  let i = text.indexOf('(');
  if (i < 0) return fail(n, 'no game tree: expected "("');
  const roots: SgfNode[] = [];
  // One frame per open "(": the node its variation hangs from, its last node, and whether a
  // sub-tree has started (after which no more nodes may follow in this sequence).
  const parents: (SgfNode | null)[] = [];
  const lasts: (SgfNode | null)[] = [];
  const branched: boolean[] = [];
  const opens: number[] = [];
  while (i < n) {
    const ch = text.charCodeAt(i);
    if (ch === 40 /* ( */) {
      const top = lasts.length - 1;
      if (top >= 0) {
        if (lasts[top] === null) return fail(i, 'a game tree must start with a node ";"');
        branched[top] = true;
      }
      parents.push(top >= 0 ? lasts[top]! : null);
      lasts.push(null);
      branched.push(false);
      opens.push(i);
      i++;
    } else if (ch === 41 /* ) */) {
      if (lasts.length === 0) return fail(i, 'unbalanced ")"');
      if (lasts[lasts.length - 1] === null) return fail(i, 'empty game tree "()"');
      parents.pop();
      lasts.pop();
      branched.pop();
      opens.pop();
      i++;
    } else if (ch === 59 /* ; */) {
      const top = lasts.length - 1;
      if (top < 0) return fail(i, 'node outside a game tree');
      if (branched[top]) return fail(i, 'a node cannot follow variations in the same sequence');
      const node: SgfNode = { props: {}, children: [] };
      offsets.set(node, i);
      const last = lasts[top]!;
      if (last) last.children.push(node);
      else if (parents[top]) parents[top]!.children.push(node);
      else roots.push(node);
      lasts[top] = node;
      i++;
      // Properties.
      for (;;) {
        while (i < n && isSpace(text.charCodeAt(i))) i++;
        if (i >= n || !isLetter(text.charCodeAt(i))) break;
        const start = i;
        while (i < n && isLetter(text.charCodeAt(i))) i++;
        const raw = text.slice(start, i);
        let id = '';
        for (const c of raw) if (c >= 'A' && c <= 'Z') id += c;
        if (id === '') return fail(start, `property "${raw}" has no uppercase letter`);
        while (i < n && isSpace(text.charCodeAt(i))) i++;
        if (i >= n || text.charCodeAt(i) !== 91 /* [ */)
          return fail(i, `property ${raw} needs a value "[...]"`);
        const values = Object.hasOwn(node.props, id) ? node.props[id]! : [];
        while (i < n && text.charCodeAt(i) === 91) {
          const open = i;
          i++;
          let value = '';
          let chunk = i;
          for (;;) {
            if (i >= n) return fail(open, `unterminated value of ${raw}`);
            const c = text.charCodeAt(i);
            if (c === 93 /* ] */) break;
            if (c === 92 /* \ */) {
              value += text.slice(chunk, i);
              i++;
              if (i >= n) return fail(open, `unterminated value of ${raw}`);
              const e = text.charCodeAt(i);
              if (e === 10 || e === 13) {
                // Soft line break: "\" + newline (\n, \r, \r\n or \n\r) is removed.
                const e2 = text.charCodeAt(i + 1);
                i += (e2 === 10 || e2 === 13) && e2 !== e ? 2 : 1;
              } else {
                value += text[i];
                i++;
              }
              chunk = i;
              continue;
            }
            i++;
          }
          value += text.slice(chunk, i);
          i++; // past "]"
          values.push(value);
          while (i < n && isSpace(text.charCodeAt(i))) i++;
        }
        node.props[id] = values;
      }
    } else if (isSpace(ch)) i++;
    else if (lasts.length === 0) {
      // Between game trees only whitespace may appear.
      return fail(i, `unexpected "${text[i]}" outside a game tree`);
    } else return fail(i, `unexpected "${text[i]}" (expected ";", "(" or ")")`);
  }
  if (lasts.length > 0) return fail(opens[opens.length - 1]!, 'unclosed "("');
  return ok(roots);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 11 || c === 12 || c === 0xfeff;
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

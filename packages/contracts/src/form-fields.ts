/**
 * The signup travels as multipart form fields named like `StudentInfo.Age` and
 * `TutorInfo.SubjectsTaught[0].SubjectId` (docs/shared/ARCHITECTURE.md). These two functions are the only
 * place that knows the naming: the web flattens its form values, the API unflattens the fields.
 */

type FieldValue = string | number | boolean | null | undefined;
type Nested = FieldValue | Nested[] | { [key: string]: Nested };

/** `{ TutorInfo: { SubjectsTaught: [{ SubjectId: 3 }] } }` → `[['TutorInfo.SubjectsTaught[0].SubjectId', '3']]`. */
export function toFormFields(value: Record<string, unknown>): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  const walk = (node: unknown, name: string) => {
    if (node === undefined || node === null) return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${name}[${index}]`));
    } else if (typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, name ? `${name}.${key}` : key);
    } else if (typeof node === 'string' || typeof node === 'number' || typeof node === 'boolean') {
      fields.push([name, String(node)]);
    }
  };
  walk(value, '');
  return fields;
}

/** Indexes above this are not ours (every list is far shorter) and would make huge sparse arrays. */
const maxIndex = 99;
const segmentPattern = /^([A-Za-z][A-Za-z0-9]*)((?:\[\d{1,2}\])*)$/;

/**
 * The reverse of `toFormFields`. Names that do not follow the pattern are ignored rather than
 * trusted (no `__proto__`, no deep indexes); a plain name sent twice becomes a list.
 */
export function fromFormFields(fields: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, Nested> = {};
  for (const [name, value] of fields) {
    const path = parseName(name);
    if (path) assign(root, path, value);
  }
  return compact(root) as Record<string, unknown>;
}

function parseName(name: string): Array<string | number> | undefined {
  const path: Array<string | number> = [];
  for (const segment of name.split('.')) {
    const match = segmentPattern.exec(segment);
    if (!match?.[1]) return undefined;
    path.push(match[1]);
    for (const index of (match[2] ?? '').matchAll(/\[(\d+)\]/g)) {
      const position = Number(index[1]);
      if (position > maxIndex) return undefined;
      path.push(position);
    }
  }
  return path;
}

type Container = Record<string, Nested> | Nested[];

function assign(root: Record<string, Nested>, path: Array<string | number>, value: string) {
  let node: Container = root;
  for (let step = 0; step < path.length; step += 1) {
    const key = path[step] as string | number;
    const last = step === path.length - 1;
    // Own properties only: `constructor` must not find Object.prototype's.
    const current: Nested | undefined = Object.hasOwn(node, key)
      ? (node as Record<string | number, Nested>)[key]
      : undefined;
    if (last) {
      const next: Nested =
        current === undefined
          ? value
          : Array.isArray(current)
            ? [...current, value]
            : typeof current === 'string'
              ? [current, value]
              : current;
      (node as Record<string | number, Nested>)[key] = next;
      return;
    }
    const wantsList = typeof path[step + 1] === 'number';
    const fits = wantsList ? Array.isArray(current) : isRecord(current);
    // A name that contradicts an earlier one (`A=1` then `A.B=2`) is dropped, not merged.
    if (current !== undefined && !fits) return;
    const child: Container = (current as Container | undefined) ?? (wantsList ? [] : {});
    (node as Record<string | number, Nested>)[key] = child;
    node = child;
  }
}

function isRecord(value: unknown): value is Record<string, Nested> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `[0]` and `[2]` without `[1]` is still a list of two: holes are closed, order kept. */
function compact(node: Nested): Nested {
  if (Array.isArray(node)) return node.filter((item) => item !== undefined).map(compact);
  if (isRecord(node))
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, compact(child)]));
  return node;
}

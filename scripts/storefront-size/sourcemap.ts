/**
 * Which source files a built chunk is made of, and how many of its (minified, not gzipped)
 * characters each contributed, read from the chunk's source map. Gzip cannot be split per
 * module, but the ranking shows what to cut first.
 */

export interface SourceMap {
  sources: string[];
  mappings: string;
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitOf = new Map([...base64].map((char, index) => [char, index]));

/** Decodes one mapping segment (Base64 VLQ) into its numbers. */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = digitOf.get(char);
    if (digit === undefined) throw new Error(`Not a source map digit: "${char}"`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -Math.floor(value / 2) : Math.floor(value / 2));
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * Characters of `code` per source: each mapped segment owns the generated text from its
 * column up to the next segment on the same line (or the line's end). Unmapped text is
 * counted under '(unmapped)'.
 */
export function charactersPerSource(code: string, map: SourceMap): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, count: number) => {
    if (count > 0) totals.set(source, (totals.get(source) ?? 0) + count);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean);
    let column = 0;
    let owner = '(unmapped)';
    let ownerStart = 0;
    for (const segment of segments) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(owner, column - ownerStart);
      if (sourceDelta === undefined) owner = '(unmapped)';
      else {
        sourceIndex += sourceDelta;
        owner = map.sources[sourceIndex] ?? '(unmapped)';
      }
      ownerStart = column;
    }
    add(owner, line.length - ownerStart);
  });
  return totals;
}

/**
 * A readable name for a source path: the npm package for anything under node_modules
 * ('react-dom', '@radix-ui/react-dialog'), else the path from the repository root.
 */
export function moduleLabel(source: string): { module: string; group: string } {
  const inNodeModules = source.lastIndexOf('node_modules/');
  if (inNodeModules >= 0) {
    const rest = source.slice(inNodeModules + 'node_modules/'.length).split('/');
    const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? source);
    return { module: rest.join('/'), group: name };
  }
  const workspacePath = source.replace(/^(\.\.\/)+/, '');
  const match = /^(packages\/[^/]+|apps\/[^/]+)\//.exec(workspacePath);
  return { module: workspacePath, group: match?.[1] ?? workspacePath };
}

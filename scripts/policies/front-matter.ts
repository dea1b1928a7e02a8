// Splits a Markdown document into its front matter (a flat `key: value` subset of YAML) and its body.

export interface FrontMatter {
  data: Record<string, string>;
  body: string;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const LINE = /^([A-Za-z][\w-]*):\s*(.*)$/;

/** Values may be bare or wrapped in one pair of single or double quotes; nothing nests. */
function unquote(value: string): string {
  const quoted = /^(['"])(.*)\1$/.exec(value);
  return quoted ? (quoted[2] ?? '') : value;
}

export function splitFrontMatter(source: string, file: string): FrontMatter {
  const fence = FENCE.exec(source);
  if (!fence) throw new Error(`${file}: no front matter (a block between --- lines at the top)`);
  const data: Record<string, string> = {};
  for (const [index, line] of (fence[1] ?? '').split(/\r?\n/).entries()) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const match = LINE.exec(line);
    if (!match)
      throw new Error(`${file}: front matter line ${index + 2} is not "key: value": ${line}`);
    const [, key = '', raw = ''] = match;
    if (key in data) throw new Error(`${file}: front matter key "${key}" appears twice`);
    data[key] = unquote(raw.trim());
  }
  return { data, body: source.slice(fence[0].length) };
}

import { inflateSync } from "node:zlib";

/**
 * The text of a PDF as a reader would copy it, for tests (issue 25): each font's ToUnicode map
 * turns the glyph codes of the page streams' `Tj`/`TJ` strings back into letters. Written for the
 * files the API makes (pdfkit: Type0 fonts, Identity-H, hex strings, deflated or plain streams),
 * independent of the code that writes them: a Turkish letter drawn with a font that lacks it, or
 * written with a WinAnsi font, does not come back, and the tests that look for it fail.
 */
export function pdfText(bytes: Uint8Array): string {
  const source = Buffer.from(bytes).toString("latin1");
  const objects = new Map<string, { dict: string; stream: string | null }>();
  const objectPattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (const match of source.matchAll(objectPattern)) {
    const body = match[2]!;
    const streamAt = body.indexOf("stream");
    if (streamAt === -1) {
      objects.set(match[1]!, { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    let start = streamAt + "stream".length;
    if (body[start] === "\r") start += 1;
    if (body[start] === "\n") start += 1;
    const end = body.lastIndexOf("endstream");
    let raw = Buffer.from(body.slice(start, end), "latin1");
    const length = /\/Length (\d+)/.exec(dict);
    if (length) raw = raw.subarray(0, Number(length[1]));
    const stream = /\/FlateDecode/.test(dict) ? inflateSync(raw).toString("latin1") : raw.toString("latin1");
    objects.set(match[1]!, { dict, stream });
  }

  // Font resource name (/F1) → its ToUnicode map, through the pages' resource dictionaries.
  const maps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(dict);
    if (!fontDict) continue;
    for (const entry of fontDict[1]!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objects.get(entry[2]!);
      const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict);
      const cmap = toUnicode && objects.get(toUnicode[1]!)?.stream;
      if (cmap) maps.set(entry[1]!, parseCMap(cmap));
    }
  }

  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (stream === null || /\/Type\s*\/XObject|\/Subtype|\/Length1|CIDInit/.test(dict + stream.slice(0, 40))) continue;
    let font: Map<number, string> | undefined;
    let line = "";
    // Operators in order: a font change, a shown string or array, a new text object.
    const tokens = /\/(\w+)\s+[\d.]+\s+Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\bET\b/g;
    for (const token of stream.matchAll(tokens)) {
      if (token[1]) font = maps.get(token[1]);
      else if (token[2] !== undefined) {
        for (const part of token[2].matchAll(/<([0-9a-fA-F]*)>|(-?[\d.]+)/g)) {
          if (part[1] !== undefined) line += decode(part[1], font);
          // A large negative adjustment is a gap a reader shows as a space.
          else if (Number(part[2]) < -250) line += " ";
        }
      } else if (token[3] !== undefined) line += decode(token[3], font);
      else if (line) {
        lines.push(line);
        line = "";
      }
    }
    if (line) lines.push(line);
  }
  return lines.join("\n");
}

function decode(hex: string, font: Map<number, string> | undefined): string {
  if (!font) return "";
  let text = "";
  for (let i = 0; i + 4 <= hex.length; i += 4) text += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? "\uFFFD";
  return text;
}

/** A ToUnicode CMap's `bfchar` and `bfrange` entries (both forms of `bfrange`). */
function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // A glyph for several letters (a ligature: 'fi', 'fı') is written as one hex string with spaces.
  const unicode = (spaced: string) => {
    const hex = spaced.replace(/\s+/g, "");
    let text = "";
    for (let i = 0; i + 4 <= hex.length; i += 4) text += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
    return text;
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g)) {
      map.set(parseInt(entry[1]!, 16), unicode(entry[2]!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]*>)/g)) {
      const low = parseInt(entry[1]!, 16);
      const high = parseInt(entry[2]!, 16);
      const target = entry[3]!;
      if (target.startsWith("[")) {
        const values = [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((value) => unicode(value[1]!));
        values.forEach((value, i) => map.set(low + i, value));
      } else {
        const first = parseInt(target.slice(1, -1).replace(/\s+/g, ""), 16);
        for (let code = low; code <= high; code += 1) map.set(code, String.fromCharCode(first + code - low));
      }
    }
  }
  return map;
}

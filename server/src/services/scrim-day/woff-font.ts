import { inflateSync } from 'node:zlib';

/**
 * Turns a WOFF 1.0 font into the plain TrueType/OpenType bytes Skia registers. The font
 * package on the npm registry (@fontsource/noto-sans-devanagari) ships WOFF only; each table is
 * zlib-compressed when that made it smaller, so unpacking is an inflate per table.
 */
export function woffToSfnt(woff: Buffer, familyName?: string): Buffer {
  if (woff.toString('ascii', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : Buffer.from(raw),
    });
  }
  if (familyName) {
    const name = tables.find((table) => table.tag === NAME_TAG);
    if (name) name.data = nameTable(familyName);
  }
  const pad = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + numTables * 16;
  const total = tables.reduce((size, table) => size + pad(table.data.length), headerSize);
  const out = Buffer.alloc(total);
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += pad(table.data.length);
  });
  return out;
}

const NAME_TAG = 0x6e616d65; // 'name'

/**
 * A minimal `name` table (Windows, Unicode, en-US) giving the font a family of our own, so the two
 * subsets of one family (Latin, Devanagari) can be chosen separately per text run.
 */
function nameTable(family: string): Buffer {
  const strings: [number, string][] = [
    [1, family],
    [2, 'Regular'],
    [4, family],
    [6, family.replace(/[^A-Za-z0-9]/g, '')],
    [16, family],
  ];
  const encoded = strings.map(([, text]) => Buffer.from(text, 'utf16le').swap16());
  const header = 6 + strings.length * 12;
  const out = Buffer.alloc(header + encoded.reduce((size, text) => size + text.length, 0));
  out.writeUInt16BE(0, 0);
  out.writeUInt16BE(strings.length, 2);
  out.writeUInt16BE(header, 4);
  let offset = 0;
  strings.forEach(([nameId], i) => {
    const record = 6 + i * 12;
    out.writeUInt16BE(3, record);
    out.writeUInt16BE(1, record + 2);
    out.writeUInt16BE(0x409, record + 4);
    out.writeUInt16BE(nameId, record + 6);
    out.writeUInt16BE(encoded[i]!.length, record + 8);
    out.writeUInt16BE(offset, record + 10);
    encoded[i]!.copy(out, header + offset);
    offset += encoded[i]!.length;
  });
  return out;
}

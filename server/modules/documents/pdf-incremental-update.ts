import { deflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef, type PDFObject } from '@cantoo/pdf-lib';

/** A page to append: its size in points, its content stream's operators, and the standard fonts they name. */
export interface AppendedPage {
  size: [number, number];
  /** Operators in PDF syntax; text already encoded (hex strings), so the stream is plain ASCII. */
  operators: string;
  /** Resource name → a standard Type 1 font's name, e.g. { F1: 'Helvetica' }. */
  fonts: Record<string, string>;
}

interface WrittenObject {
  number: number;
  generation: number;
  body: Buffer;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/**
 * A page's few KB of operators compress ~10× at any level; zlib's defaults (level 6, a 32 KB window, 128 KB of
 * hash tables) take twice the CPU of these for the same size (~20 against ~45 µs a page).
 */
const FAST_DEFLATE = { level: 1, memLevel: 2, windowBits: 11 };

/** The offset the file's last `startxref` gives: the cross-reference section an update's /Prev points at. */
export function lastStartXref(pdf: Uint8Array): number {
  const tail = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1', Math.max(0, pdf.byteLength - 1024));
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!match) throw new Error('documents: the PDF has no startxref at its end');
  return Number(match[1]);
}

/** Whether the section at `offset` is a cross-reference stream (PDF 1.5+) rather than a classic `xref` table. */
function isXrefStream(pdf: Uint8Array, offset: number): boolean {
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1', offset, offset + 4) !== 'xref';
}

function streamObject(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([latin1(`<< ${dictionary} /Length ${data.length} >>\nstream\n`), data, latin1('\nendstream')]);
}

/** Consecutive object numbers grouped into the subsections a cross-reference section lists: [first, count]. */
function subsections(numbers: number[]): [number, number][] {
  const groups: [number, number][] = [];
  for (const number of numbers) {
    const last = groups.at(-1);
    if (last && last[0] + last[1] === number) last[1] += 1;
    else groups.push([number, 1]);
  }
  return groups;
}

/**
 * Appends pages to a PDF as an incremental update (ISO 32000-1, 7.5.6): the original bytes stay as they are, followed
 * by the fonts and pages, the page tree's root rewritten with the new pages among its kids, and a cross-reference
 * section (a table, or a stream when the original ends with one) whose /Prev points at the original's. pdf-lib only
 * parses the file here (for its trailer, catalog and page tree's root); the objects are written by hand.
 */
export async function appendPages(pdf: Uint8Array, pages: AppendedPage[]): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const { context, catalog } = document;
  const trailer = context.trailerInfo;
  if (trailer.Encrypt) throw new Error('documents: cannot append a page to an encrypted PDF');
  const treeRef = catalog.get(PDFName.of('Pages'));
  if (!(treeRef instanceof PDFRef)) throw new Error('documents: the PDF’s page tree is not an indirect object');
  const tree = context.lookup(treeRef, PDFDict);
  const prev = lastStartXref(pdf);

  let next = Math.max(context.largestObjectNumber, (trailer.Size?.asNumber() ?? 1) - 1) + 1;
  const written: WrittenObject[] = [];
  const add = (body: Buffer) => {
    const number = next++;
    written.push({ number, generation: 0, body });
    return number;
  };

  const fontNumbers = new Map<string, number>();
  for (const page of pages)
    for (const baseFont of Object.values(page.fonts))
      if (!fontNumbers.has(baseFont))
        fontNumbers.set(baseFont, add(latin1(`<< /Type /Font /Subtype /Type1 /BaseFont /${baseFont} /Encoding /WinAnsiEncoding >>`)));

  const pageNumbers = pages.map((page) => {
    const contents = add(streamObject('/Filter /FlateDecode', deflateSync(latin1(page.operators), FAST_DEFLATE)));
    const fonts = Object.entries(page.fonts)
      .map(([name, baseFont]) => `/${name} ${fontNumbers.get(baseFont)} 0 R`)
      .join(' ');
    const parent = `${treeRef.objectNumber} ${treeRef.generationNumber} R`;
    return add(
      latin1(
        `<< /Type /Page /Parent ${parent} /MediaBox [0 0 ${page.size[0]} ${page.size[1]}] ` +
          `/Resources << /Font << ${fonts} >> >> /Contents ${contents} 0 R >>`,
      ),
    );
  });

  // The page tree's root, as it was with the new pages after its kids and its count raised by as many.
  const updatedTree = tree.clone(context);
  const kids = PDFArray.withContext(context);
  for (const kid of tree.lookup(PDFName.of('Kids'), PDFArray).asArray()) kids.push(kid);
  for (const number of pageNumbers) kids.push(PDFRef.of(number));
  updatedTree.set(PDFName.of('Kids'), kids);
  updatedTree.set(PDFName.of('Count'), PDFNumber.of(tree.lookup(PDFName.of('Count'), PDFNumber).asNumber() + pages.length));
  written.push({ number: treeRef.objectNumber, generation: treeRef.generationNumber, body: latin1(updatedTree.toString()) });
  written.sort((a, b) => a.number - b.number);

  // The objects start on a line of their own, whether or not the original ends with an end-of-line.
  const last = pdf[pdf.byteLength - 1];
  const parts: Buffer[] = [Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)];
  let offset = pdf.byteLength;
  const push = (part: Buffer) => {
    parts.push(part);
    offset += part.length;
  };
  if (last !== 0x0a && last !== 0x0d) push(latin1('\n'));
  const offsets = new Map<number, number>();
  for (const object of written) {
    offsets.set(object.number, offset);
    push(Buffer.concat([latin1(`${object.number} ${object.generation} obj\n`), object.body, latin1('\nendobj\n')]));
  }

  const entries: Record<string, PDFObject | undefined> = { Root: trailer.Root, Info: trailer.Info, ID: trailer.ID };
  const trailerEntries = Object.entries(entries)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `/${key} ${value!.toString()}`)
    .join(' ');
  const xrefOffset = offset;
  if (isXrefStream(pdf, prev)) {
    // A cross-reference stream lists itself too; each entry is type 1 (in use), the offset in 4 bytes, the generation in 2.
    const number = next++;
    offsets.set(number, xrefOffset);
    const numbers = [...offsets.keys()].sort((a, b) => a - b);
    const rows = Buffer.alloc(numbers.length * 7);
    numbers.forEach((objectNumber, index) => {
      const generation = written.find((object) => object.number === objectNumber)?.generation ?? 0;
      rows.writeUInt8(1, index * 7);
      rows.writeUInt32BE(offsets.get(objectNumber)!, index * 7 + 1);
      rows.writeUInt16BE(generation, index * 7 + 5);
    });
    const index = subsections(numbers).flat().join(' ');
    const dictionary = `/Type /XRef /Size ${next} /Index [${index}] /W [1 4 2] ${trailerEntries} /Prev ${prev}`;
    push(Buffer.concat([latin1(`${number} 0 obj\n`), streamObject(dictionary, rows), latin1('\nendobj\n')]));
  } else {
    const numbers = [...offsets.keys()].sort((a, b) => a - b);
    let table = 'xref\n';
    let position = 0;
    for (const [first, count] of subsections(numbers)) {
      table += `${first} ${count}\n`;
      for (const object of written.slice(position, position + count))
        table += `${String(offsets.get(object.number)).padStart(10, '0')} ${String(object.generation).padStart(5, '0')} n\r\n`;
      position += count;
    }
    push(latin1(`${table}trailer\n<< /Size ${next} ${trailerEntries} /Prev ${prev} >>\n`));
  }
  push(latin1(`startxref\n${xrefOffset}\n%%EOF\n`));
  return Buffer.concat(parts, offset);
}

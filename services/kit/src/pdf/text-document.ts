// A document of text on US Letter pages (pdf-lib): lines written one after another, wrapped to the
// page and continued on new pages — what the platform's printouts (a form response, a superbill)
// are made of. Standard fonts hold WinAnsi text only, so other characters print as '?' rather than
// failing; a word wider than the line is cut; a text longer than TEXT_LIMIT is cut with '...'.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'

export const PAGE = { width: 612, height: 792, margin: 50 } as const

/** a text longer than this prints cut, with an ellipsis (a record stored by hand may hold more than a form allows) */
export const TEXT_LIMIT = 20_000

/** text a standard font can draw */
export const printable = (s: string) => s.replace(/\r?\n|\t/g, ' ').replace(/[^\x20-\x7e\xa0-\xff]/g, '?')

/** `text` in lines at most `width` wide in `font` at `size` */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const clipped = text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}...` : text
  // a word wider than the line is cut in pieces of as many of the widest letter as fit
  const piece = Math.max(1, Math.floor(width / font.widthOfTextAtSize('W', size)))
  const lines: string[] = []
  let line = ''
  for (const word of printable(clipped).split(' ')) {
    const parts = font.widthOfTextAtSize(word, size) > width ? word.match(new RegExp(`.{1,${piece}}`, 'g')) ?? [word] : [word]
    for (const w of parts) {
      const next = line ? `${line} ${w}` : w
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line)
        line = w
      } else line = next
    }
  }
  lines.push(line)
  return lines
}

export interface TextDocument {
  regular: PDFFont
  bold: PDFFont
  /** writes `text` wrapped, `gap` points below each line */
  write(text: string, font: PDFFont, size: number, gap?: number): void
  /** leaves `points` of blank space */
  space(points: number): void
  save(): Promise<Uint8Array>
}

export async function textDocument(o: { title: string; producer: string }): Promise<TextDocument> {
  const doc = await PDFDocument.create()
  doc.setTitle(printable(o.title))
  doc.setProducer(o.producer)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const width = PAGE.width - 2 * PAGE.margin
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin
  return {
    regular,
    bold,
    write(text, font, size, gap = 4) {
      for (const line of wrap(text, font, size, width)) {
        if (y - size < PAGE.margin) {
          page = doc.addPage([PAGE.width, PAGE.height])
          y = PAGE.height - PAGE.margin
        }
        page.drawText(line, { x: PAGE.margin, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) })
        y -= size + gap
      }
    },
    space(points) {
      y -= points
    },
    save: () => doc.save(),
  }
}

// The demo clinic's shared files: two PDFs the care team shares with Jordan (a welcome letter and
// lab results), so the portal's Documents tab and the chart's Files tab show something on first
// start. Uploaded as any file is — prepared through records, the bytes posted to the gateway's
// upload link — never written around the platform. The PDFs are made here with pdf-lib.
// Idempotent: skipped when Jordan already has the welcome letter.
import { isErrorReply, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'

export interface SeedFilesOptions {
  request(subject: string, payload: unknown, session?: Session): Promise<BusReply>
  admin: Session
  /** the gateway's base URL: upload links are relative to it */
  platformUrl: string
  patientId(email: string): Promise<string | undefined>
}

export const SEEDED_FILES = [
  {
    name: 'Welcome to Demo Clinic.pdf',
    title: 'Welcome to Demo Clinic',
    lines: ['Hello Jordan,', '', 'Welcome to your care team. Your portal has your care plan, tasks and messages.', 'Write to us any time from Communications; we answer within one working day.', '', 'Avery Admin, Demo Clinic'],
  },
  {
    name: 'HbA1c results.pdf',
    title: 'Lab results: HbA1c',
    lines: ['Patient: Jordan Rivera', '', 'HbA1c: 7.4 % (target below 7 %)', 'Fasting glucose: 132 mg/dL', '', 'Reviewed by your care team. Keep taking Metformin twice daily.'],
  },
] as const

export async function letterPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(title)
  const page = pdf.addPage([595, 842]) // A4
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  page.drawText(title, { x: 56, y: 770, size: 20, font: bold, color: rgb(0.05, 0.3, 0.45) })
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 730 - i * 18, size: 12, font }))
  return pdf.save()
}

export async function seedFiles(o: SeedFilesOptions): Promise<void> {
  const call = async <T>(subject: string, payload: unknown, what: string) => {
    const reply = await o.request(subject, payload, o.admin)
    if (isErrorReply(reply)) throw new Error(`seeding the demo clinic failed (${what}): ${reply.message}`)
    return reply.body as T
  }
  const enduserId = await o.patientId('jordan@demo.care')
  if (!enduserId) return
  const existing = await call<unknown[]>('svc.records.files.getSome', { filter: { enduserId, name: SEEDED_FILES[0].name }, limit: 1 }, 'files')
  if (existing.length) return
  for (const f of SEEDED_FILES) {
    const bytes = await letterPdf(f.title, f.lines)
    const { presignedUpload } = await call<{ presignedUpload: { url: string; fields: Record<string, string> } }>(
      'svc.records.files.prepare-upload', { name: f.name, size: bytes.length, type: 'application/pdf', enduserId }, 'a shared file',
    )
    const form = new FormData()
    for (const [k, v] of Object.entries(presignedUpload.fields)) form.append(k, v)
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), f.name)
    const res = await fetch(new URL(presignedUpload.url, o.platformUrl), { method: 'POST', body: form })
    if (!res.ok) throw new Error(`seeding the demo clinic failed (uploading ${f.name}): ${res.status}`)
  }
}

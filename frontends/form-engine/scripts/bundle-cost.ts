// Prints what the form engine adds to a portal page (esbuild --bundle --minify, ESM, gzip -9).
// The page already has the shared singletons (React, emotion, MUI's theme layer, @care/sdk) and the
// portal's MUI kit (@care/ui/mui), so each figure is bundle(kit + part) − bundle(kit):
// - the first download: <FormFlow> and the widgets it imports statically, with every import()
//   left out (those are separate chunks);
// - each widget loaded on demand (heavy parts: autocomplete, slider, drag and drop, the PDF viewer,
//   pdf.js), as what it adds on top of the first download.
// (esbuild's own code splitting is not used for the figure: through MUI's barrel it hoists lazily
// used components into chunks the entry imports, which webpack's sideEffects handling does not.)
//   npm run bundle-cost -w @care/form-engine
import { ENGINE as engine, KIT as kit, firstDownloadCost, gzipOf } from './measure.ts'

const kb = (n: number) => (n / 1024).toFixed(1)
const { base, first } = await firstDownloadCost()
const line = (name: string, a: { min: number; gzip: number }, b: { min: number; gzip: number }) =>
  console.log(`${name.padEnd(40)} ${kb(a.min - b.min).padStart(7)} kB min  ${kb(a.gzip - b.gzip).padStart(6)} kB gzip`)
console.log(`baseline: portal kit + shared            ${kb(base.min).padStart(7)} kB min  ${kb(base.gzip).padStart(6)} kB gzip`)
line('form engine, first download', first, base)
const widgets: Record<string, string> = {
  'Dropdown (autocomplete)': 'dropdown-input.tsx',
  'Database Select': 'database-select.tsx',
  Medications: 'medications-input.tsx',
  'ranking (dnd-kit)': 'ranking-input.tsx',
  'rating (slider)': 'rating-input.tsx',
  signature: 'signature-input.tsx',
  'PDF viewer (without pdf.js)': 'pdf-viewer.tsx',
  'Table Input': 'table-input.tsx',
  'Stripe card': 'card-input.tsx',
}
for (const [name, file] of Object.entries(widgets)) {
  line(`  on demand: ${name}`, await gzipOf(`${kit}${engine} import * as w from '@care/form-engine/widgets/${file}'; console.log(w);`), first)
}
line('  on demand: pdf.js (pdfjs-dist)', await gzipOf(`${kit}${engine} import * as p from 'pdfjs-dist'; console.log(p);`), first)

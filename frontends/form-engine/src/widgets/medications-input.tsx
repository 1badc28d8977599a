// Medications: one row per medication. Searching a name lists display terms; choosing one resets
// the rest of the row and loads its drugs; picking a drug loads its codes; 'Unknown' asks for the
// drug as free text. Dose, unit, quantity, frequency (1 to 6 or 'As Needed') and the reason. When
// the lookup answers 503 ('Drug lookup is unavailable') the row takes the name as free text.
import { useRef, useState } from 'react'
import { Alert, Autocomplete, Box, Button, OutlinedInput, Stack, TextField } from '@mui/material'
import type { MedicationValue } from '@care/contracts/forms/index'
import { DOSE_FREQUENCIES, formTexts, UNKNOWN_DRUG } from '../texts.ts'
import type { CallError, DrugLookup, DrugOption } from '../types.ts'
import { LabeledSelect, type WidgetProps } from './common.tsx'

export interface MedicationsWidgetProps extends WidgetProps<'Medications'> {
  drugLookup?: DrugLookup
}

const emptyRow = (): MedicationValue => ({ displayTerm: '', drugName: '' })
const unavailable = (e: unknown) => (e as CallError)?.status === 503

function MedicationRow({ row, index, update, onRemove, onBlur, drugLookup }: {
  row: MedicationValue
  index: number
  /** changes the row as it is when the change lands (lookups answer later) */
  update: (change: (row: MedicationValue) => MedicationValue) => void
  onRemove: () => void
  onBlur: () => void
  drugLookup?: DrugLookup
}) {
  const [terms, setTerms] = useState<string[]>([])
  const [drugs, setDrugs] = useState<DrugOption[]>([])
  const [lookupDown, setLookupDown] = useState(!drugLookup)
  const n = index + 1
  const failed = (e: unknown) => {
    if (unavailable(e) || !drugLookup) setLookupDown(true)
  }

  const search = (term: string) => {
    if (!drugLookup || term.trim().length < 2) return
    drugLookup.searchTerms(term).then(setTerms, failed)
  }
  const chooseTerm = (displayTerm: string | null) => {
    // a new display term starts the row again
    update(() => ({ ...emptyRow(), displayTerm: displayTerm ?? '' }))
    setDrugs([])
    if (displayTerm && drugLookup) drugLookup.drugsFor(displayTerm).then(setDrugs, failed)
  }
  const chooseDrug = (drugName: string) => {
    if (drugName === UNKNOWN_DRUG) return update((r) => ({ ...r, drugName, drugSynonym: undefined, rxNormCode: undefined, NDCs: undefined }))
    const drug = drugs.find((d) => d.drugName === drugName)
    update((r) => ({ ...r, drugName, otherDrug: undefined, drugSynonym: drug?.drugSynonym, rxNormCode: drug?.rxNormCode }))
    if (drugName && drugLookup) {
      drugLookup.codesFor(drugName).then(
        // only if the row still names this drug
        (codes) => update((r) => (r.drugName === drugName ? { ...r, rxNormCode: codes.rxNormCode ?? r.rxNormCode, NDCs: codes.NDCs } : r)),
        failed,
      )
    }
  }
  const dosage = { value: '', unit: '', ...row.dosage }
  const setDosage = (patch: Partial<typeof dosage>) => update((r) => ({ ...r, dosage: { value: '', unit: '', ...r.dosage, ...patch } }))

  return (
    <Box role="group" aria-label={`Medication ${n}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
      {lookupDown ? (
        <Stack gap={1}>
          {drugLookup && <Alert severity="warning">{formTexts.drugLookupUnavailable}</Alert>}
          <OutlinedInput
            size="small"
            value={row.otherDrug ?? ''}
            placeholder={formTexts.drugName}
            onChange={(e) => update((r) => ({ ...r, displayTerm: e.target.value, drugName: '', otherDrug: e.target.value }))}
            onBlur={onBlur}
            inputProps={{ 'aria-label': `${formTexts.drugName}, medication ${n}` }}
          />
        </Stack>
      ) : (
        <Stack gap={1}>
          <Autocomplete
            freeSolo
            options={terms}
            value={row.displayTerm || null}
            onInputChange={(_, text, reason) => reason === 'input' && search(text)}
            onChange={(_, v) => chooseTerm(v)}
            onBlur={onBlur}
            renderInput={(params) => <TextField {...params} size="small" label={formTexts.searchMedication} />}
          />
          {row.displayTerm && (
            <LabeledSelect
              label={formTexts.drug}
              size="small"
              value={row.drugName}
              emptyLabel=""
              options={[...drugs.map((d) => d.drugName), UNKNOWN_DRUG]}
              onChange={chooseDrug}
              onBlur={onBlur}
            />
          )}
          {row.drugName === UNKNOWN_DRUG && (
            <OutlinedInput
              size="small"
              value={row.otherDrug ?? ''}
              placeholder={formTexts.otherDrug}
              onChange={(e) => update((r) => ({ ...r, otherDrug: e.target.value }))}
              onBlur={onBlur}
              inputProps={{ 'aria-label': `${formTexts.otherDrug}, medication ${n}` }}
            />
          )}
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={1} sx={{ mt: 1 }}>
        <OutlinedInput size="small" value={dosage.value} placeholder={formTexts.dosageValue} onChange={(e) => setDosage({ value: e.target.value })} onBlur={onBlur} inputProps={{ 'aria-label': `${formTexts.dosageValue}, medication ${n}` }} />
        <OutlinedInput size="small" value={dosage.unit} placeholder={formTexts.dosageUnit} onChange={(e) => setDosage({ unit: e.target.value })} onBlur={onBlur} inputProps={{ 'aria-label': `${formTexts.dosageUnit}, medication ${n}` }} />
        <OutlinedInput size="small" value={dosage.quantity ?? ''} placeholder={formTexts.dosageQuantity} onChange={(e) => setDosage({ quantity: e.target.value })} onBlur={onBlur} inputProps={{ 'aria-label': `${formTexts.dosageQuantity}, medication ${n}` }} />
        <LabeledSelect label={formTexts.dosageFrequency} size="small" value={dosage.frequency ?? ''} emptyLabel="" options={DOSE_FREQUENCIES} onChange={(frequency) => setDosage({ frequency })} onBlur={onBlur} />
      </Stack>
      <OutlinedInput
        size="small"
        fullWidth
        sx={{ mt: 1 }}
        value={row.reasonForTaking ?? ''}
        placeholder={formTexts.reasonForTaking}
        onChange={(e) => update((r) => ({ ...r, reasonForTaking: e.target.value }))}
        onBlur={onBlur}
        inputProps={{ 'aria-label': `${formTexts.reasonForTaking}, medication ${n}` }}
      />
      <Button size="small" color="error" sx={{ mt: 1 }} onClick={onRemove}>
        {formTexts.removeMedication}
      </Button>
    </Box>
  )
}

export function MedicationsWidget({ field, value = [], onChange, onBlur, drugLookup, titleId, describedBy }: MedicationsWidgetProps) {
  // lookups answer after later edits: each change applies to the list as it is then
  const latest = useRef(value)
  latest.current = value
  const change = (list: MedicationValue[]) => {
    latest.current = list
    onChange(list)
  }
  return (
    <Box role="group" aria-labelledby={titleId} aria-describedby={describedBy} data-field-input={field.id}>
      {value.map((row, i) => (
        <MedicationRow
          key={i}
          row={row}
          index={i}
          drugLookup={drugLookup}
          onBlur={onBlur}
          update={(fn) => change(latest.current.map((x, j) => (j === i ? fn(x) : x)))}
          onRemove={() => change(latest.current.filter((_, j) => j !== i))}
        />
      ))}
      <Button variant="outlined" size="small" onClick={() => change([...latest.current, emptyRow()])}>
        {formTexts.addMedication}
      </Button>
    </Box>
  )
}

// Send a form to a patient: pick the patient and Email or SMS; the forms service prepares a
// response and messaging sends its link (POST /v1/forms/send {formId, enduserId, channel} →
// {accessCode, url, via}, the sdk's formsSend). Whatever the server answers is shown as it is: a
// refusal ('Patient has no email address', 'Patient has no phone number', a 503 when the message
// cannot be sent) is an error in the dialog, never a success. Sending a form the patient already has
// outstanding re-sends that copy's link (`reused`), and the dialog says so.
import { useState } from 'react'
import {
  Alert, Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormLabel, Link, Radio, RadioGroup, TextField, Typography,
} from '@mui/material'
import { ActionError } from '@care/ui'
import type { CareClient } from '@care/sdk'
import { useAction, useCareClient, useCollection } from '@care/sdk/react'
import { patientName, type Form, type Patient } from './records.ts'

export type SendChannel = 'Email' | 'SMS'
export type SendResult = Awaited<ReturnType<CareClient['api']['formsSend']>>

/** How the link went, in words: 'outbox' means no SMS provider is configured (the text waits in the visible outbox). */
export function sentText(via: string, patient: string): string {
  const to = patient ? ` to ${patient}` : ''
  if (via === 'smtp') return `Sent by email${to}.`
  if (via === 'sms-provider') return `Sent by text message${to}.`
  if (via === 'outbox') return `The text message${to} is waiting in the SMS outbox: no SMS provider is configured.`
  return `Sent${to}.`
}

/** Said when the patient already had the form outstanding: the server sent that copy's link again. */
export const REUSED_TEXT = 'The patient already had this form outstanding: its link was sent again, no second copy was made.'

const contactOf = (p: Patient) => [p.email, p.phone].filter(Boolean).join(' · ')

export function SendFormDialog({ form, onClose, onSent, enduserId }: { form: Form; onClose: () => void; onSent?: () => void; enduserId?: string }) {
  const client = useCareClient()
  const patients = useCollection('endusers')
  const [patient, setPatient] = useState<Patient | null>(null)
  const [channel, setChannel] = useState<SendChannel>('Email')
  const { busy, error, run } = useAction()
  const [sent, setSent] = useState<SendResult>()
  const chosen = enduserId ?? patient?.id

  const send = async () => {
    if (!chosen || busy) return
    await run(async () => {
      setSent(await client.api.formsSend({ formId: form.id, enduserId: chosen, channel }))
      onSent?.()
    }, { errorText: (e) => (e as Error).message || 'The form was not sent' })
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="send-form-title" fullWidth maxWidth="sm">
      <DialogTitle id="send-form-title">{`Send "${form.title}"`}</DialogTitle>
      <DialogContent>
        {sent ? (
          <Alert severity="success" role="status">
            {`${sentText(sent.via, patient ? patientName(patient) : '')} `}
            {sent.reused && `${REUSED_TEXT} `}
            <Link href={sent.url} target="_blank" rel="noopener">
              The form's link
            </Link>
          </Alert>
        ) : (
          <>
            {!enduserId && (
              <Autocomplete
                options={patients.records as Patient[]}
                loading={patients.state === 'Fetching' || patients.state === 'Unloaded'}
                value={patient}
                onChange={(_e, v) => setPatient(v)}
                getOptionLabel={(p) => patientName(p) || p.id}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                filterOptions={(list, { inputValue }) => {
                  const q = inputValue.trim().toLowerCase()
                  return q ? list.filter((p) => `${patientName(p)} ${contactOf(p)}`.toLowerCase().includes(q)) : list
                }}
                renderOption={(props, p) => {
                  const { key, ...rest } = props as typeof props & { key: string }
                  return (
                    <li key={key} {...rest}>
                      <span>
                        {patientName(p)}
                        <Typography component="span" variant="body2" color="text.secondary">{` ${contactOf(p)}`}</Typography>
                      </span>
                    </li>
                  )
                }}
                renderInput={(params) => <TextField {...params} autoFocus margin="dense" label="Patient" required />}
              />
            )}
            <FormLabel id="send-channel" sx={{ mt: 2, display: 'block' }}>
              Send by
            </FormLabel>
            <RadioGroup row aria-labelledby="send-channel" value={channel} onChange={(e) => setChannel(e.target.value as SendChannel)}>
              <FormControlLabel value="Email" control={<Radio />} label="Email" />
              <FormControlLabel value="SMS" control={<Radio />} label="SMS" />
            </RadioGroup>
            <ActionError error={error} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{sent ? 'Done' : 'Cancel'}</Button>
        {!sent && (
          <Button variant="contained" onClick={() => void send()} disabled={!chosen || busy}>
            {busy ? 'Sending…' : 'Send'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}

// Webhook settings (Admin): URL, secret (over 15 characters; kept when left empty on an update) and
// the subscriptions per model; the delivery log (webhook_logs: status, HTTP code, attempts) with a
// Replay of any delivery (/webhook-logs/replay: the same webhook-id, a new series of attempts).
import { useEffect, useState } from 'react'
import { Alert, Box, Button, Checkbox, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material'
import { CareApiError } from '@care/sdk'
import { useAction, useCareClient, useCollection, useFormAction } from '@care/sdk/react'
import { EmptyState, ErrorState, LoadingState, SubmitButton, texts as shared } from '@care/ui'
import { placeBy } from './errors.ts'
import { texts } from './texts.ts'
import { modelsShown, OPERATIONS, subscriptionsOn, subscriptionUpdates, type Subscriptions } from './webhook-models.ts'

const t = texts.webhooks
const place = placeBy(['url', 'secret', 'subscriptions', 'subscriptionUpdates'] as const)

interface Configuration {
  url?: string
  subscriptions?: Subscriptions
}

export function Webhooks() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Typography variant="h5" component="h1">
        {t.heading}
      </Typography>
      <Settings />
      <DeliveryLog />
    </Box>
  )
}

function Settings() {
  const client = useCareClient()
  const [config, setConfig] = useState<Configuration>()
  const [loadError, setLoadError] = useState<string>()
  const [url, setUrl] = useState('')
  const [secret, setSecret] = useState('')
  const [subs, setSubs] = useState<Subscriptions>({})
  const [secretProblem, setSecretProblem] = useState('')
  const [saved, setSaved] = useState(false)
  const { submitting, errors, formError, submit, clearError } = useFormAction(place, shared.anErrorOccurred)
  const load = () => {
    setLoadError(undefined)
    client
      .call<Configuration>('GET', '/webhook-configuration')
      .then((c) => {
        setConfig(c)
        setUrl(c.url ?? '')
        setSubs(c.subscriptions ?? {})
      })
      .catch((e: unknown) => setLoadError(e instanceof CareApiError ? e.message : shared.anErrorOccurred))
  }
  useEffect(load, [client])
  if (loadError) return <ErrorState message={loadError} onRetry={load} />
  if (!config) return <LoadingState label={t.loading} />
  const configured = Boolean(config.url)
  const toggle = (model: string, op: (typeof OPERATIONS)[number], on: boolean) => {
    setSubs((s) => ({ ...s, [model]: { ...s[model], [op]: on } }))
    setSaved(false)
  }
  const save = () => {
    if ((secret || !configured) && secret.length <= 15) return setSecretProblem(t.secretShort)
    void submit(async () => {
      if (configured) await client.call('PATCH', '/update-webhooks', { url, ...(secret ? { secret } : {}), subscriptionUpdates: subscriptionUpdates(subs) })
      else await client.call('POST', '/configure-webhooks', { url, secret, subscriptions: subscriptionsOn(subs) })
      setConfig({ url, subscriptions: subs })
      setSecret('')
      setSaved(true)
    })
  }
  return (
    <Box component="form" aria-labelledby="webhook-settings" noValidate onSubmit={(e) => { e.preventDefault(); save() }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="webhook-settings" variant="h6" component="h2">
        {t.settings}
      </Typography>
      {!configured && <Typography color="text.secondary">{t.notConfigured}</Typography>}
      <TextField label={t.url} type="url" required value={url} onChange={(e) => { setUrl(e.target.value); clearError('url'); setSaved(false) }} error={Boolean(errors.url)} helperText={errors.url ?? t.urlHelp} inputProps={{ maxLength: 5000 }} />
      <TextField
        label={t.secret}
        type="password"
        required={!configured}
        value={secret}
        autoComplete="new-password"
        onChange={(e) => { setSecret(e.target.value); setSecretProblem(''); clearError('secret'); setSaved(false) }}
        error={Boolean(secretProblem || errors.secret)}
        helperText={secretProblem || errors.secret || (configured ? t.secretKept : t.secretHelp)}
        inputProps={{ maxLength: 5000 }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1">
          {t.subscriptions}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.subscriptionsHelp}
        </Typography>
        <TableContainer sx={{ overflowX: 'auto', maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={t.subscriptions}>
            <TableHead>
              <TableRow>
                <TableCell>{t.columns.model}</TableCell>
                {OPERATIONS.map((o) => (
                  <TableCell key={o} align="center">
                    {t[o]}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {modelsShown(subs).map((m) => (
                <TableRow key={m}>
                  <TableCell>{m}</TableCell>
                  {OPERATIONS.map((o) => (
                    <TableCell key={o} align="center" padding="checkbox">
                      <Checkbox checked={subs[m]?.[o] === true} onChange={(e) => toggle(m, o, e.target.checked)} inputProps={{ 'aria-label': `${m} ${t[o]}` }} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {(errors.subscriptions || errors.subscriptionUpdates) && <Alert severity="error">{errors.subscriptions ?? errors.subscriptionUpdates}</Alert>}
      </Box>
      <Stack direction="row" spacing={2} alignItems="center">
        <SubmitButton submitting={submitting} disabled={!url.trim()} error={formError} label={t.save} />
        {saved && <Typography role="status">{t.saved}</Typography>}
      </Stack>
    </Box>
  )
}

const when = (iso?: string) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' }) : '')
const STATUS_COLOR = { delivered: 'success', pending: 'warning', failed: 'error', refused: 'error' } as const

function DeliveryLog() {
  const client = useCareClient()
  const logs = useCollection('webhook_logs', { sort: 'newFirst' })
  const replay = useAction()
  const run = (id: string) =>
    replay.run(async () => {
      const { log } = await client.call<{ log: { id: string } }>('POST', '/webhook-logs/replay', { id })
      client.collection('webhook_logs').addReplaceIfMatch([log as never], { front: true })
      replay.setNotice(t.replayed)
    })
  let body
  if (logs.state === 'Error' && !logs.records.length) body = <ErrorState message={logs.error?.message} onRetry={() => void logs.reload()} />
  else if (logs.state !== 'Loaded' && !logs.records.length) body = <LoadingState label={t.deliveriesLoading} />
  else if (!logs.records.length) body = <EmptyState text={t.noDeliveries} />
  else
    body = (
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t.deliveries}>
          <TableHead>
            <TableRow>
              {[t.columns.when, t.columns.model, t.columns.type, t.columns.status, t.columns.attempts, t.columns.actions].map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {logs.records.map((l) => (
              <TableRow key={l.id} data-record-id={l.id}>
                <TableCell>{when(l.lastAttemptAt ?? l.createdAt)}</TableCell>
                <TableCell>{l.model}</TableCell>
                <TableCell>{l.type}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                    <Chip size="small" label={l.status ?? t.pending} color={STATUS_COLOR[l.status ?? 'pending']} variant="outlined" />
                    {l.responseCode !== undefined && <span>{t.statusCode(l.responseCode)}</span>}
                    {l.error && <Typography variant="body2" color="text.secondary">{l.error}</Typography>}
                  </Stack>
                </TableCell>
                <TableCell>{l.attempts ?? 0}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => void run(l.id)} disabled={replay.busy} aria-label={t.replayOf(l.deliveryId ?? l.id)}>
                    {t.replay}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    )
  return (
    <Box component="section" aria-labelledby="webhook-deliveries" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="webhook-deliveries" variant="h6" component="h2">
        {t.deliveries}
      </Typography>
      {replay.error && <Alert severity="error" onClose={() => replay.setError('')}>{replay.error}</Alert>}
      {replay.notice && !replay.error && <Typography role="status">{replay.notice}</Typography>}
      {body}
    </Box>
  )
}

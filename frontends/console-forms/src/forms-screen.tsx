// The Forms area: forms and databases, each screen at its own URL below /console/forms
// (route.ts). Lists come from the sdk cache, which the shell's live connection keeps current.
import type { MouseEvent } from 'react'
import { Box, Tab, Tabs } from '@mui/material'
import { FormPage } from './builder/form-page.tsx'
import { DatabasesList } from './databases/databases-list.tsx'
import { DatabaseRecords } from './databases/database-records.tsx'
import { FormsList } from './forms-list.tsx'
import { BASE_PATH, urlOf, useFormsLocation } from './route.ts'
import { isPlainClick } from '@care/remote/url'

export function FormsScreen({ basePath = BASE_PATH }: { basePath?: string }) {
  const { location, open } = useFormsLocation(basePath)
  const section = location.view === 'databases' || location.view === 'database' ? 'databases' : 'forms'
  const onTabClick = (e: MouseEvent) => {
    if (isPlainClick(e)) e.preventDefault()
  }
  return (
    <Box sx={{ height: '100%', overflowY: 'auto' }}>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, maxWidth: 1280 }}>
        {(location.view === 'forms' || location.view === 'databases') && (
          <Tabs value={section} onChange={(_e, v: 'forms' | 'databases') => open({ view: v })} aria-label="Forms area" sx={{ mb: 1 }}>
            <Tab value="forms" label="Forms" component="a" href={urlOf({ view: 'forms' }, basePath)} onClick={onTabClick} />
            <Tab value="databases" label="Databases" component="a" href={urlOf({ view: 'databases' }, basePath)} onClick={onTabClick} />
          </Tabs>
        )}
        {location.view === 'forms' && <FormsList onOpen={open} />}
        {location.view === 'databases' && <DatabasesList onOpen={open} />}
        {location.view === 'database' && <DatabaseRecords key={location.databaseId} databaseId={location.databaseId} onOpen={open} />}
        {location.view === 'form' && <FormPage key={location.formId} formId={location.formId} tab={location.tab} onOpen={open} basePath={basePath} />}
      </Box>
    </Box>
  )
}

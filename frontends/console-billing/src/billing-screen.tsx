// The Billing area (issue #22): tabs for products, purchases, credits, superbill providers and
// superbills, each a link (the URL says which is open).
import { Box, Tab, Tabs } from '@mui/material'
import { Products } from './products.tsx'
import { Purchases } from './purchases.tsx'
import { Credits } from './credits.tsx'
import { Providers } from './providers.tsx'
import { Superbills } from './superbills.tsx'
import { BASE_PATH, TABS, linkTo, useBillingTab } from './route.ts'
import { texts } from './texts.ts'

export function BillingScreen({ basePath = BASE_PATH, fetchPdf }: { basePath?: string; fetchPdf?: typeof fetch }) {
  const { tab, open } = useBillingTab(basePath)
  const screen = { products: <Products />, purchases: <Purchases />, credits: <Credits />, providers: <Providers />, superbills: <Superbills fetchPdf={fetchPdf} /> }[tab]
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Tabs value={tab} aria-label={texts.areaTitle} sx={{ mb: 2 }} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
        {TABS.map((v) => <Tab key={v} value={v} label={texts.tabs[v]} component="a" {...linkTo(v, open, basePath)} />)}
      </Tabs>
      {screen}
    </Box>
  )
}

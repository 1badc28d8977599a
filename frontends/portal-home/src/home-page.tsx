// Home (spec 2 §2.5): the banners, then the organization's Home blocks when it customised the page,
// else the events list.
import { Box, Stack, Typography } from '@care/ui/mui'
import { useCollection, useSession } from '@care/sdk/react'
import { LoadingState } from '@care/ui'
import { Banners } from './banners.tsx'
import { homeCustomization } from './data/home-customization.ts'
import { EventsList } from './events-list.tsx'
import { HomeBlock } from './blocks/home-block.tsx'
import { texts } from './texts.ts'

export function HomePage({ navigate }: { navigate: (url: string) => void }) {
  const { enduser } = useSession()
  const customizations = useCollection('portal_customizations')
  if (!enduser) return null
  const custom = customizations.state === 'Loaded' ? homeCustomization(customizations.records) : undefined
  const settled = customizations.state === 'Loaded' || customizations.state === 'Error'
  const greeting = enduser.fname ? texts.welcomeName(enduser.fname) : texts.welcome
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
      {custom?.headerImageURL && <Box component="img" src={custom.headerImageURL} alt="" sx={{ width: '100%', maxHeight: 220, objectFit: 'cover', borderRadius: 1, mb: 2 }} />}
      <Typography variant="h5" component="h1" gutterBottom>{custom?.title || greeting}</Typography>
      <Stack spacing={2}>
        <Banners enduserId={enduser.id} navigate={navigate} />
        {!settled && <LoadingState />}
        {settled && custom?.blocks?.length
          ? custom.blocks.map((block, i) => <HomeBlock key={`${block.type}-${i}`} block={block} assignedTo={enduser.assignedTo ?? []} navigate={navigate} />)
          : settled && <EventsList navigate={navigate} />}
      </Stack>
    </Box>
  )
}

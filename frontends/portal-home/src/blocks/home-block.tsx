// One customization block (spec 2 §1, §2.5): care team, events, care plan and free text render;
// education is not offered on Home yet and says so.
import { Paper, Typography } from '@care/ui/mui'
import { blockText, type PortalBlock } from '../data/home-customization.ts'
import { EventsList } from '../events-list.tsx'
import { texts } from '../texts.ts'
import { CarePlanBlock } from './care-plan-block.tsx'
import { CareTeamBlock } from './care-team-block.tsx'

const htmlToText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''

export function HomeBlock({ block, assignedTo, navigate }: { block: PortalBlock; assignedTo: readonly string[]; navigate: (url: string) => void }) {
  const title = typeof block.info?.title === 'string' ? block.info.title : undefined
  switch (block.type) {
    case 'careTeam':
      return <CareTeamBlock assignedTo={assignedTo} title={title} />
    case 'events':
      return <EventsList navigate={navigate} />
    case 'carePlan':
      return <CarePlanBlock title={title} navigate={navigate} />
    case 'text':
      return (
        <Paper component="section" sx={{ p: 2 }}>
          {title && <Typography variant="h6" component="h2">{title}</Typography>}
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{blockText(block, htmlToText)}</Typography>
        </Paper>
      )
    default:
      return (
        <Paper component="section" sx={{ p: 2 }}>
          {title && <Typography variant="h6" component="h2">{title}</Typography>}
          <Typography color="text.secondary">{texts.blockUnavailable}</Typography>
        </Paper>
      )
  }
}

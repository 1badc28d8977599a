// Who wrote a post or comment and when: 'You' for the patient's own, 'Care team' for staff, else
// 'Community member' (other patients' names are not shown to patients).
import { Typography } from '@care/ui/mui'
import { useSession } from '@care/sdk/react'
import { texts } from '../texts.ts'
import { authorOf, isOwn } from '../community-rules.ts'
import type { Identity } from '../community-types.ts'

export function authorName(r: { postedBy?: Identity; creator?: string }, enduserId: string | undefined): string {
  if (isOwn(r, enduserId)) return texts.you
  return authorOf(r)?.type === 'user' ? texts.careTeam : texts.member
}

const dateOf = (iso: string | undefined) => {
  const d = iso ? new Date(iso) : undefined
  return d && !Number.isNaN(d.getTime()) ? d.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : ''
}

export function PostMeta({ record }: { record: { postedBy?: Identity; creator?: string; createdAt?: string } }) {
  const { enduser } = useSession()
  const name = authorName(record, enduser?.id)
  const date = dateOf(record.createdAt)
  return (
    <Typography variant="body2" color="text.secondary">
      {date ? texts.postedOn(name, date) : name}
    </Typography>
  )
}

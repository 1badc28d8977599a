// A forum or post that no longer exists (spec 2 §2.12): its text and a 'Go back to Community' link.
import { Stack, Typography } from '@care/ui/mui'
import { Link } from '@mui/material'
import { texts } from '../texts.ts'
import { communityUrl } from '../community-rules.ts'
import { inAppLink } from '@care/remote/url'

export function Deleted({ text, navigate }: { text: string; navigate: (url: string) => void }) {
  const href = communityUrl()
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Typography variant="h5" component="h1">{text}</Typography>
      <Link
        {...inAppLink(href, () => navigate(href))}
      >
        {texts.goBack}
      </Link>
    </Stack>
  )
}

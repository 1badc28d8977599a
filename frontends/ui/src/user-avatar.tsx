import { useEffect, useState } from 'react'
import { Avatar } from '@care/ui/mui'

/** Up to two initials: first letters of the first and last words ('Ann Lee Smith' → 'AS'). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (!words.length) return ''
  const firstLetter = (word: string) => Array.from(word)[0]?.toUpperCase() ?? ''
  if (words.length === 1) return firstLetter(words[0])
  return firstLetter(words[0]) + firstLetter(words[words.length - 1])
}

export interface UserAvatarProps {
  name?: string | null
  /** URL of the display picture; initials are shown without one or when it fails to load. */
  picture?: string | null
  size?: number
  /** spec 3 §8: called when the picture fails to load; without it a warning is logged. */
  onPictureError?: (picture: string) => void
}

export function UserAvatar({ name, picture, size = 40, onPictureError }: UserAvatarProps) {
  const [failed, setFailed] = useState(false)
  // A new picture deserves a new attempt.
  useEffect(() => setFailed(false), [picture])

  const showPicture = Boolean(picture) && !failed
  return (
    <Avatar
      alt={name ?? ''}
      src={showPicture ? (picture as string) : undefined}
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: showPicture ? undefined : 'secondary.main' }}
      aria-label={showPicture ? undefined : name ?? undefined}
      role={showPicture ? undefined : 'img'}
      slotProps={{
        img: {
          onError: () => {
            setFailed(true)
            if (onPictureError) onPictureError(picture as string)
            else console.warn(`Display picture failed to load: ${picture}`)
          },
        },
      }}
    >
      {initialsOf(name)}
    </Avatar>
  )
}

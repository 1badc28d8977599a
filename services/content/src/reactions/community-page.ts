// The Community page setting (spec 2 §2.1, §6) is identity's, read through its bus call
// (domain/community-setting.ts) and remembered a few seconds per business. Its portal_customizations
// events (created, updated, deleted) make this replica forget the business's answer at once, so a
// portal that turns Community off or on is obeyed from the next request here.
import { onEvent } from '@care/kit/reactions/index'
import type { CommunitySetting } from '../domain/community-setting.ts'

export const communityPageSettings = (community: CommunitySetting) =>
  onEvent('community-page-settings', ['evt.portal_customizations.created', 'evt.portal_customizations.updated', 'evt.portal_customizations.deleted'], async (_event, { businessId }) => {
    community.forget(businessId)
  })

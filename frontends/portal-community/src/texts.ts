// The Community page's texts (spec 2 §2.12, §8): 'There are no forums in this community yet. Please
// check back later.', 'Add Post', 'Create the first post to start a discussion.', 'Leave the first
// comment!', 'This forum has been deleted', 'This post has been deleted' and 'Go back to Community'
// exactly ('This post has already been liked' is the server's refusal, recognised in
// community-rules.ts and never shown: it counts as liked). The words live in message catalogs (src/catalogs/,
// namespace 'community') behind the page's one i18n layer (@care/ui/i18n); Spanish loads on demand.
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const texts = defineTexts('community', en, { es: () => import('./catalogs/es.ts') })

// Only the frontend figures: `node --import tsx tests/bench/frontend-run.ts` (with DATABASE_URL),
// without the API load of `npm run bench`.
import { measureFrontend, printFrontend } from './frontend.ts'

printFrontend(await measureFrontend())
process.exit(0)

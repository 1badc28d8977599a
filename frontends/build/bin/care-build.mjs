#!/usr/bin/env node
// Runs src/cli.ts through tsx, so webpack configs and @care/build itself stay TypeScript sources.
import { register } from 'tsx/esm/api'

register()
const { main } = await import('../src/cli.ts')
const code = await main(process.argv.slice(2))
if (code >= 0) process.exit(code)

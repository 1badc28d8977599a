// Prisma CLI configuration shared by every service. The CLI cannot download its Rust engines on
// our machines, so migrations use Prisma's JavaScript schema engine over the pg driver adapter.
// Each call names its schema with --schema (see scripts/prisma.mjs).
import { defineConfig } from 'prisma/config'
import { PrismaPg } from '@prisma/adapter-pg'

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  adapter: async () =>
    new PrismaPg({ connectionString: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' }),
})

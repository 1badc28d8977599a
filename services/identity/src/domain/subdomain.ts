// A readable, valid subdomain from an organization name, e.g. "Sunrise Clinic" → "sunrise-clinic".
export function subdomainFrom(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
  return slug || 'clinic'
}

// What a superbill says, as lines of text (the PDF draws exactly these; tests read them back): the
// provider (office, name, NPI, license, tax id, address, contact, place of service), the patient
// (name, date of birth, phone), the appointment date, one line per item (CPT code, label, quantity,
// unit price, discount, line total) and the total — money in dollars from integer cents.
import type { Cost } from '@care/contracts/collections/products'

interface Address { lineOne: string; lineTwo?: string; city: string; state: string; zipCode: string; zipPlusFour?: string }
export interface SuperbillForPrint {
  appointmentDate: string
  patient: { name: string; dateOfBirth: string; phone: string }
  provider: {
    officeName: string; providerName: string; providerNPI: string; providerLicense: string; taxId: string
    email: string; phone: string; placeOfServiceCode?: string; address: Address
  }
  lineItems: { billingCode: { code: string | number; label: string }; quantity: number; cost: Cost; discount?: number }[]
}

/** '$1,234.50' from 123450 cents (USD; spec 3 §9) */
export const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

export const lineTotal = (item: SuperbillForPrint['lineItems'][number]) => Math.max(0, item.cost.amount * item.quantity - (item.discount ?? 0))

export interface SuperbillSection { heading: string; lines: string[] }

export function superbillSections(bill: SuperbillForPrint): SuperbillSection[] {
  const p = bill.provider
  const a = p.address
  const zip = a.zipPlusFour ? `${a.zipCode}-${a.zipPlusFour}` : a.zipCode
  const total = bill.lineItems.reduce((sum, item) => sum + lineTotal(item), 0)
  return [
    {
      heading: 'Provider',
      lines: [
        p.officeName, `Provider: ${p.providerName}`, `NPI: ${p.providerNPI}`, `License: ${p.providerLicense}`, `Tax ID: ${p.taxId}`,
        [a.lineOne, a.lineTwo].filter(Boolean).join(', '), `${a.city}, ${a.state} ${zip}`, `Phone: ${p.phone}`, `Email: ${p.email}`,
        `Place of service: ${p.placeOfServiceCode || 'not given'}`,
      ],
    },
    { heading: 'Patient', lines: [`Name: ${bill.patient.name}`, `Date of birth: ${bill.patient.dateOfBirth}`, `Phone: ${bill.patient.phone}`] },
    { heading: 'Visit', lines: [`Appointment date: ${bill.appointmentDate.slice(0, 10)}`] },
    {
      heading: 'Services',
      lines: bill.lineItems.map((item) => {
        const discount = item.discount ? `, discount ${dollars(item.discount)}` : ''
        return `CPT ${item.billingCode.code} ${item.billingCode.label}: ${item.quantity} x ${dollars(item.cost.amount)}${discount} = ${dollars(lineTotal(item))}`
      }),
    },
    { heading: 'Total', lines: [`Total: ${dollars(total)}`] },
  ]
}

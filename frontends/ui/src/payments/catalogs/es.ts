// The Spanish catalog of namespace 'payments' (same keys and placeholders as en.ts).
import type { Translation } from '@care/ui/i18n'
import type { en } from './en.ts'

const es: Translation<typeof en> = {
  testPayment: 'Pago de prueba — no se cobró ninguna tarjeta',
  testPaymentHelp: 'Esta clínica solo acepta pagos de prueba. Use la tarjeta de prueba 4242 4242 4242 4242; la 4000 0000 0000 0002 se rechaza.',
  cardNumber: 'Número de tarjeta',
  cardNumberRequired: 'El número de tarjeta es obligatorio',
  loadingCardForm: 'Cargando el formulario de la tarjeta',
  cardFormFailed: 'No se pudo cargar el formulario de la tarjeta',
  payingTo: 'Pago a {{businessName}}',
  unknownError: 'Ocurrió un error desconocido',
}
export default es

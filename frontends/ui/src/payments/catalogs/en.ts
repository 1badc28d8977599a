// The English catalog of namespace 'payments': the card forms' words. 'Test payment — no card was
// charged' is the billing issue's exact notice (#22), quoted by tests and e2e suites.
export const en = {
  testPayment: 'Test payment — no card was charged',
  testPaymentHelp: 'This clinic takes test payments only. Use the test card 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.',
  cardNumber: 'Card number',
  cardNumberRequired: 'Card number is required',
  loadingCardForm: 'Loading the card form',
  cardFormFailed: 'The card form could not be loaded',
  payingTo: 'Paying {{businessName}}',
  unknownError: 'An unknown error occurred',
} as const

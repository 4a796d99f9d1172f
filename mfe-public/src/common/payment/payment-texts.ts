// Italian texts of the payment modal (spec public §4 "Purchase flow", §8 "Payment error or cancel").
export const PAYMENT_TEXTS = {
  title: 'Pagamento',
  amount: 'Totale da pagare',
  testTitle: 'Pagamento di prova',
  testExplanation:
    'Questo è un pagamento di prova del sito dimostrativo: non viene usata nessuna carta e nessun importo reale viene addebitato.',
  pay: 'Paga',
  creating: 'Preparazione del pagamento…',
  approving: 'Autorizzazione del pagamento…',
  verifying: 'Verifica del pagamento in corso…',
  loadingCheckout: 'Caricamento del pagamento…',
  paypalIntro: 'Scegli come pagare con PayPal o con carta:',
  paypalUnavailable: 'Il servizio di pagamento non è al momento raggiungibile, riprova tra poco.',
  paymentFailed: 'Il pagamento non è andato a buon fine.',
} as const;

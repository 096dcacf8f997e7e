/**
 * Spec §9 payment limits, shown to whoever confirms a payment. Turno records that a payment was
 * taken, not how much: the desk needs the rules in front of it when the customer pays.
 */
export const PAYMENT_LIMITS = {
  /** Card payments, combined, up to this many euro. */
  cardMaxEuro: 1500,
  /** Cash: the legal maximum in euro. */
  cashMaxEuro: 5000,
  chequesAccepted: false,
} as const;

/**
 * The customer's credential for this tab: the code of their link (kept so /withdraw-appointment and
 * /withdraw-modify work after /withdraw/:code or /mobile-tracking). Session storage: it ends with the
 * tab, and a shared phone does not keep it.
 */
const KEY = 'turno.customerCode';

export function rememberCustomerCode(code: string): void {
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // Private mode: the pages still work from the link itself.
  }
}

export function rememberedCustomerCode(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

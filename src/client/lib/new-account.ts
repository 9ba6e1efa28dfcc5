// A brand-new account is welcomed, not welcomed back (docs/product.md#home): the wizard notes whose
// account it just created, for the rest of the tab's session; signing in or out forgets it.

const KEY = 'manzil:new-account';

export function rememberNewAccount(userId: string): void {
  sessionStorage.setItem(KEY, userId);
}

export function isNewAccount(userId: string): boolean {
  return sessionStorage.getItem(KEY) === userId;
}

export function forgetNewAccount(): void {
  sessionStorage.removeItem(KEY);
}

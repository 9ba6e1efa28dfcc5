// The sign-up wizard's draft (docs/product.md#accounts-and-sessions): what was typed survives a
// reload or a Back in the tab, kept in sessionStorage until the account is created. Never the
// password: a reload asks for it again.

const KEY = 'manzil:signup-draft';

type Draftable = Record<string, unknown> & { password?: unknown };

export function saveSignupDraft(values: Draftable, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  const { password: _never, ...kept } = values;
  storage.setItem(KEY, JSON.stringify(kept));
}

/** The draft's fields that `defaults` has, of the same type as there; nothing else (a stale or tampered draft). */
export function loadSignupDraft<T extends Draftable>(defaults: T, storage: Pick<Storage, 'getItem'> = sessionStorage): T {
  let draft: unknown;
  try {
    draft = JSON.parse(storage.getItem(KEY) ?? 'null');
  } catch {
    return defaults;
  }
  if (typeof draft !== 'object' || draft === null) return defaults;
  const restored: Record<string, unknown> = { ...defaults };
  for (const [field, value] of Object.entries(draft)) {
    if (field !== 'password' && field in defaults && typeof value === typeof defaults[field]) restored[field] = value;
  }
  return restored as T;
}

export function clearSignupDraft(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(KEY);
}

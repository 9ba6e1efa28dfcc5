import { describe, expect, it } from 'vitest';
import { clearSignupDraft, loadSignupDraft, saveSignupDraft } from '../../src/client/features/auth/signup-draft';
import { leavesPage, type LinkClick } from '../../src/client/lib/use-unsaved-changes';

// Forms that keep your work: the sign-up draft (never the password) and which link clicks leave a page.

/** A Storage stand-in (the unit tests run without a browser). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const defaults = { firstName: '', email: '', password: '', role: 'buyer', termsAccepted: false };

describe('the sign-up draft', () => {
  it('keeps every field but the password', () => {
    const storage = memoryStorage();
    saveSignupDraft(
      { firstName: 'Sara', email: 'sara@example.sa', password: 'secret words', role: 'investor', termsAccepted: true },
      storage,
    );
    expect([...storage.items.values()].join()).not.toContain('secret');
    expect(loadSignupDraft(defaults, storage)).toEqual({
      firstName: 'Sara',
      email: 'sara@example.sa',
      password: '',
      role: 'investor',
      termsAccepted: true,
    });
  });

  it('ignores what the form does not have, values of the wrong type, a password and a broken draft', () => {
    const storage = memoryStorage();
    storage.setItem('manzil:signup-draft', JSON.stringify({ firstName: 42, isAdmin: true, password: 'x', role: 'developer' }));
    expect(loadSignupDraft(defaults, storage)).toEqual({ ...defaults, role: 'developer' });
    storage.setItem('manzil:signup-draft', '{not json');
    expect(loadSignupDraft(defaults, storage)).toEqual(defaults);
  });

  it('is gone once cleared', () => {
    const storage = memoryStorage();
    saveSignupDraft({ firstName: 'Sara' }, storage);
    clearSignupDraft(storage);
    expect(loadSignupDraft(defaults, storage)).toEqual(defaults);
  });
});

describe('which link clicks leave the page', () => {
  const here = { origin: 'https://manzil.sa', pathname: '/sell', search: '' };
  const click = (href: string, more: Partial<LinkClick> = {}): LinkClick => ({
    href,
    target: '',
    download: false,
    button: 0,
    modified: false,
    ...more,
  });

  it('another page of the app, or the same page with another query, is leaving', () => {
    expect(leavesPage(click('https://manzil.sa/buy'), here)).toBe(true);
    expect(leavesPage(click('https://manzil.sa/sell?draft=2'), here)).toBe(true);
    expect(leavesPage(click('https://manzil.sa/api/logout'), here)).toBe(true);
  });

  it('a #hash on this page, a new tab, a download, a modified or middle click, or another site is not held back', () => {
    expect(leavesPage(click('https://manzil.sa/sell#images'), here)).toBe(false);
    expect(leavesPage(click('https://manzil.sa/buy', { target: '_blank' }), here)).toBe(false);
    expect(leavesPage(click('https://manzil.sa/report.pdf', { download: true }), here)).toBe(false);
    expect(leavesPage(click('https://manzil.sa/buy', { modified: true }), here)).toBe(false);
    expect(leavesPage(click('https://manzil.sa/buy', { button: 1 }), here)).toBe(false);
    expect(leavesPage(click('https://wa.me/966500000000'), here)).toBe(false);
  });
});

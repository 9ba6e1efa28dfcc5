import { LOCALES, type Locale } from '@shared/i18n/locale';
import { pageIn, rememberLanguage } from '@client/components/language-switch';
import { locale, msg, t } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { useUpdateAccount, type Account } from './api/account';
import { showFailure } from './form-state';
import { AccountSection } from './section';

// The account's language (docs/product.md#languages): its e-mails', and the site's. Choosing one
// saves it at once, remembers it like the header's switch does (the cookie), and opens this page in
// it (a page load: each language's page loads its own messages).

/** Each language's own name for itself: not translated. */
const NAME: Record<Locale, string> = { en: 'English', ar: 'العربية' };

export function LanguageSection({ account }: { account: Account }) {
  const update = useUpdateAccount();
  const chosen = update.isPending && update.variables.language ? update.variables.language : account.language;

  const choose = (language: Locale) => {
    if (update.isPending) return;
    if (language === account.language) {
      // Already the account's: only this page may be in the other language.
      if (language !== locale) {
        rememberLanguage(language);
        window.location.assign(pageIn(language));
      }
      return;
    }
    update.mutate(
      { language },
      {
        onSuccess: () => {
          rememberLanguage(language);
          if (language !== locale) window.location.assign(pageIn(language));
          else toast({ title: t('Language saved'), description: t('Manzil will write to you in this language.') });
        },
        onError: (err) => showFailure(err, t('Your language could not be saved. Please try again.')),
      },
    );
  };

  return (
    <AccountSection
      id="language"
      title={msg('Language')}
      description={t('The language Manzil writes to you in. Choosing it here also shows Manzil in it.')}
    >
      <fieldset>
        <legend className="sr-only">{t('Language')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {LOCALES.map((language) => (
            <label
              key={language}
              lang={language}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name="language"
                value={language}
                className="accent-primary"
                checked={chosen === language}
                aria-busy={update.isPending && chosen === language}
                onChange={() => choose(language)}
                // The language already chosen, picked again (its radio stays checked: no change event).
                onClick={() => language === chosen && choose(language)}
              />
              {NAME[language]}
            </label>
          ))}
        </div>
      </fieldset>
    </AccountSection>
  );
}

import { APP_NAME } from '@shared/constants';
import { t } from '@client/lib/i18n';

/** The policy's sections: on /privacy, and in the sign-up wizard's dialog. */
export function PrivacyText() {
  return (
    <>
      <section>
        <h2>{t('1. Who we are')}</h2>
        <p>
          {t(
            '{app} operates a property and investment marketplace for Saudi Arabia. This policy explains what personal data we hold and why.',
            { app: t(APP_NAME) },
          )}
        </p>
      </section>
      <section>
        <h2>{t('2. What we collect')}</h2>
        <ul>
          <li>{t('Account details: your name, e-mail address, role and, if you sign in with a password, a one-way hash of it.')}</li>
          <li>{t('Your activity: listings you publish, bids and inquiries you send or receive, and simulated investments.')}</li>
          <li>{t("The contact phone number you give when you send an inquiry, shared only with the listing's owner.")}</li>
          <li>{t('Your consents and e-mail preferences, with the time you gave them.')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('3. How we use it')}</h2>
        <p>
          {t(
            'To run your account, to pass your bids and inquiries to the people they are meant for, and — only where you opted in — to send you notifications and marketing e-mails. You can change your e-mail preferences at any time.',
          )}
        </p>
      </section>
      <section>
        <h2>{t('4. Age')}</h2>
        <p>{t('The platform is for people aged 18 and over. We do not knowingly hold data about anyone younger.')}</p>
      </section>
      <section>
        <h2>{t('5. Security')}</h2>
        <p>{t("Passwords are stored with argon2id, sessions expire, and access to other people's data is checked on every request.")}</p>
      </section>
      <section>
        <h2>{t('6. Changes to this policy')}</h2>
        <p>{t('We announce changes to this policy at least 7 days before they take effect.')}</p>
      </section>
    </>
  );
}

import { Trans } from '@lingui/react';
import { APP_NAME } from '@shared/constants';
import { t } from '@client/lib/i18n';

/** The terms' sections: on /terms, and in the sign-up wizard's dialog. */
export function TermsText() {
  const app = t(APP_NAME);
  const strong = { 0: <strong /> };
  return (
    <>
      <section>
        <h2>{t('1. Agreement')}</h2>
        <p>
          {t(
            'These terms govern your use of {app}, a marketplace that connects property buyers, developers and sellers, and investors in the Kingdom of Saudi Arabia. By creating an account or using the platform you accept these terms.',
            { app },
          )}
        </p>
      </section>
      <section>
        <h2>{t('2. Eligibility')}</h2>
        <p>{t('You must be at least 18 years old to create an account or to place a bid, send an inquiry or make an investment.')}</p>
      </section>
      <section>
        <h2>{t('3. Roles on the platform')}</h2>
        <ul>
          <li>
            <Trans
              id="<0>Buyers</0> browse listings, save searches, send inquiries, place bids and simulate purchases."
              components={strong}
            />
          </li>
          <li>
            <Trans
              id="<0>Developers and sellers</0> manage their own listings, including listings uploaded on their behalf by an administrator, and answer the bids and inquiries they receive."
              components={strong}
            />
          </li>
          <li>
            <Trans id="<0>Investors</0> view investment opportunities and make simulated investments." components={strong} />
          </li>
          <li>
            <Trans
              id="<0>Administrators</0> manage users, listings, development projects and investment opportunities."
              components={strong}
            />
          </li>
        </ul>
      </section>
      <section>
        <h2>{t('4. Simulated payments')}</h2>
        <p>
          {t(
            'All payments and investments on {app} are simulated. No real funds are collected, transferred or held, and no investment made here creates a real financial obligation or return.',
            { app },
          )}
        </p>
      </section>
      <section>
        <h2>{t('5. Listings, bids and inquiries')}</h2>
        <p>
          {t(
            'Sellers are responsible for the accuracy of their listings. A bid is an expression of interest at a stated amount; the seller decides whether to accept or decline it. Prices are shown in Saudi riyals (SAR) unless stated otherwise.',
          )}
        </p>
      </section>
      <section>
        <h2>{t('6. Acceptable use')}</h2>
        <p>
          {t(
            "You agree not to post false or misleading listings, to harass other users, or to attempt to interfere with the platform's security.",
          )}
        </p>
      </section>
      <section>
        <h2>{t('7. Changes to these terms')}</h2>
        <p>{t('We announce changes to these terms at least 7 days before they take effect, by e-mail and on this page.')}</p>
      </section>
    </>
  );
}

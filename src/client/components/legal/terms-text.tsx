import { APP_NAME } from '@shared/constants';

/** The terms' sections: on /terms, and in the sign-up wizard's dialog. */
export function TermsText() {
  return (
    <>
      <section>
        <h2>1. Agreement</h2>
        <p>
          These terms govern your use of {APP_NAME}, a marketplace that connects property buyers, developers and sellers, and investors in
          the Kingdom of Saudi Arabia. By creating an account or using the platform you accept these terms.
        </p>
      </section>
      <section>
        <h2>2. Eligibility</h2>
        <p>You must be at least 18 years old to create an account or to place a bid, send an inquiry or make an investment.</p>
      </section>
      <section>
        <h2>3. Roles on the platform</h2>
        <ul>
          <li>
            <strong>Buyers</strong> browse listings, save searches, send inquiries, place bids and simulate purchases.
          </li>
          <li>
            <strong>Developers and sellers</strong> manage their own listings, including listings uploaded on their behalf by an
            administrator, and answer the bids and inquiries they receive.
          </li>
          <li>
            <strong>Investors</strong> view investment opportunities and make simulated investments.
          </li>
          <li>
            <strong>Administrators</strong> manage users, listings, development projects and investment opportunities.
          </li>
        </ul>
      </section>
      <section>
        <h2>4. Simulated payments</h2>
        <p>
          All payments and investments on {APP_NAME} are simulated. No real funds are collected, transferred or held, and no investment made
          here creates a real financial obligation or return.
        </p>
      </section>
      <section>
        <h2>5. Listings, bids and inquiries</h2>
        <p>
          Sellers are responsible for the accuracy of their listings. A bid is an expression of interest at a stated amount; the seller
          decides whether to accept or decline it. Prices are shown in Saudi riyals (SAR) unless stated otherwise.
        </p>
      </section>
      <section>
        <h2>6. Acceptable use</h2>
        <p>
          You agree not to post false or misleading listings, to harass other users, or to attempt to interfere with the platform&apos;s
          security.
        </p>
      </section>
      <section>
        <h2>7. Changes to these terms</h2>
        <p>We announce changes to these terms at least 7 days before they take effect, by e-mail and on this page.</p>
      </section>
    </>
  );
}

import { usStates, type Profile, type UsStateCode } from '@showroom/api';
import { CardBrandMark, cardBrandLabels, toCardBrand } from '@showroom/ui';
import type { ReactNode } from 'react';
import { phoneForDisplay } from './profileForm.ts';
import * as styles from './Account.css.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

const stateName = (state: string) => usStates[state as UsStateCode] ?? state;

/** The profile as the server has it: contact details, shipping address, the saved card (brand and last four). */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const { user, shipping_address: address, payment_details: card } = profile;
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <>
      <dl className={styles.facts} aria-label="Contact details">
        <Fact label="Name">{name || 'Not given'}</Fact>
        <Fact label="E-mail">{user.email}</Fact>
        <Fact label="Phone">
          {user.phone_number ? phoneForDisplay(user.country_code, user.phone_number) : 'Not given'}
        </Fact>
      </dl>
      <dl className={styles.facts} aria-label="Shipping and payment">
        <Fact label="Shipping address">
          {address ? (
            <>
              {address.street}
              {address.apartment ? `, ${address.apartment}` : ''}
              <br />
              {address.city}, {stateName(address.state)} {address.zip_code}
            </>
          ) : (
            'No shipping address yet. Add one to check out faster.'
          )}
        </Fact>
        <Fact label="Saved card">
          {card ? (
            <span className={styles.inlineValue}>
              <CardBrandMark brand={card.card_brand} size="md" decorative />
              <span>
                {cardBrandLabels[toCardBrand(card.card_brand)]} ending in {card.card_last4}
                {' · '}expires {card.exp_date}
              </span>
            </span>
          ) : (
            'No saved card. You can add one at checkout.'
          )}
        </Fact>
      </dl>
    </>
  );
}

import { RegisterTextField, type StepProps } from './RegisterFields.tsx';
import * as styles from './RegisterPage.css.ts';

/** §2 step 2, Shipping Address: street, city, state and zip required; apartment optional (§5). */
export function ShippingStep(props: StepProps) {
  return (
    <>
      <RegisterTextField {...props} name="shipping_street" autoComplete="shipping address-line1" required />
      <RegisterTextField {...props} name="shipping_apartment" autoComplete="shipping address-line2" />
      <div className={styles.row}>
        <RegisterTextField {...props} name="shipping_city" autoComplete="shipping address-level2" required />
        <RegisterTextField {...props} name="shipping_state" autoComplete="shipping address-level1" required />
      </div>
      <div className={styles.narrow}>
        <RegisterTextField
          {...props}
          name="shipping_zip_code"
          autoComplete="shipping postal-code"
          required
          maxLength={20}
        />
      </div>
    </>
  );
}

import { usStates, type ShippingAddress } from '@showroom/api';
import * as styles from './checkout.css.ts';

/** The address as a label prints it. */
export function SavedAddress({ address }: { address: ShippingAddress | null }) {
  if (!address) return null;
  const state = address.state in usStates ? usStates[address.state as keyof typeof usStates] : address.state;
  return (
    <address className={styles.address}>
      {address.street}
      {address.apartment ? `, ${address.apartment}` : ''}
      <br />
      {address.city}, {state} {address.zip_code}
    </address>
  );
}

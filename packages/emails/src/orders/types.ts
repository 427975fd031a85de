/** A US shipping address as the order stores it. */
export interface PostalAddress {
  readonly street: string;
  readonly apartment: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip_code: string;
}

/** One line of an order in an e-mail; amounts in dollars, as the API answers them. */
export interface EmailOrderLine {
  readonly name: string;
  readonly qty: number;
  readonly unitPrice: number;
  readonly lineTotal: number;
}

export function addressLines(address: PostalAddress): string[] {
  const street = address.apartment ? `${address.street}, ${address.apartment}` : address.street;
  return [street, `${address.city}, ${address.state} ${address.zip_code}`];
}

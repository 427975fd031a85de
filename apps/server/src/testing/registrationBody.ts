/**
 * A registration that passes every §5 rule (name, e-mail, password of 8+, country code, phone,
 * zip, terms, shipping address), for tests that need one to succeed. Card and billing are left
 * out: the wizard's skip; add them for tests of the card path.
 */
export function registrationBody(
  email: string,
  name: { first: string; last: string } = { first: 'Sam', last: 'Tester' },
) {
  return {
    first_name: name.first,
    last_name: name.last,
    full_name: `${name.first} ${name.last}`,
    email,
    password: 'a-long-password',
    country_code: '+1',
    phone_number: '2135550100',
    zip_code: '90012',
    agree: true,
    shipping_street: '1 Main St',
    shipping_city: 'Los Angeles',
    shipping_state: 'CA',
    shipping_zip_code: '90012',
  };
}

/** §1: the footer popup's texts, exactly as the spec gives them; the button's is ours. */
export const leadOffer = {
  title: 'Save up to 30%',
  text: 'Limited-time offer on all finishing materials.',
  button: 'Claim the offer',
} as const;

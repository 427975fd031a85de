import { loadPhoneNumbering, usePhoneNumbering, type PhoneInputProps } from '@showroom/ui';
import { useRef } from 'react';

/** Said when the phone cannot be judged because its numbering plan did not load. */
export const PHONE_CHECK_NOT_LOADED =
  'Your phone number could not be checked because the check did not load. Please check your connection.';

/**
 * The phone's numbering plan for a form on `useForm`: `isValid` judges a number in the chosen
 * country (unmarked until the plan is here), and `waitForPlan` is the form's `before`: a submit
 * made before the plan arrived waits for it, and fails with PHONE_CHECK_NOT_LOADED if it cannot load.
 */
export function usePhonePlan() {
  const numbering = usePhoneNumbering();
  // The plan a submit waited for, until `usePhoneNumbering` has it too.
  const loadedPlan = useRef<typeof numbering>(undefined);
  const plan = () => numbering ?? loadedPlan.current;
  return {
    isValid: (phone: string, country: string) =>
      plan()?.isPhoneValid(phone, country as NonNullable<PhoneInputProps['country']>) ?? true,
    waitForPlan: (): null | Promise<string | null> =>
      plan()
        ? null
        : loadPhoneNumbering().then(
            (loaded) => {
              loadedPlan.current = loaded;
              return null;
            },
            () => PHONE_CHECK_NOT_LOADED,
          ),
  };
}

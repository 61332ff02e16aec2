/** The agreements linked from every login sheet. */
export const AGREEMENT_LINKS = {
  agreementUrl: import.meta.env.VITE_AGREEMENT_URL,
  privacyUrl: import.meta.env.VITE_PRIVACY_URL,
};

/** Error codes of the progressive jackpot (issue 16, decision 0046). */
export const JACKPOT_ERRORS = {
  'jackpot.settings.invalid': {
    status: 400,
    EN: 'The jackpot settings do not fit together: {rule}.',
    BN: 'জ্যাকপটের সেটিংস মিলছে না: {rule}।',
  },
} as const;

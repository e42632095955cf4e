/** Error codes of platform messages (issue 17, decision 0047). */
export const MESSAGE_ERRORS = {
  'message.not.found': {
    status: 404,
    EN: 'There is no such message in your inbox.',
    BN: 'আপনার ইনবক্সে এমন কোনো বার্তা নেই।',
  },
  'message.no.recipients': {
    status: 409,
    EN: 'Nobody matches this audience: the message was not sent.',
    BN: 'এই প্রাপকদের সাথে কেউ মেলে না: বার্তাটি পাঠানো হয়নি।',
  },
  'message.invalid': {
    status: 400,
    EN: 'The message does not fit together: {rule}.',
    BN: 'বার্তাটি মিলছে না: {rule}।',
  },
} as const;

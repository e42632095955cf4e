/** Error codes of prize tickets: red envelope, prize wheel, egg (issue 16, decision 0045). */
export const RAFFLE_ERRORS = {
  'raffle.not.found': {
    status: 404,
    EN: 'This raffle is not running now.',
    BN: 'এই র‍্যাফেলটি এখন চালু নেই।',
  },
  'raffle.closed': {
    status: 409,
    EN: 'This raffle has closed: no more draws.',
    BN: 'এই র‍্যাফেলটি বন্ধ হয়ে গেছে: আর কোনো ড্র হবে না।',
  },
  'raffle.no.ticket': {
    status: 409,
    EN: 'You have no ticket for this raffle. Earn tickets by its rules and try again.',
    BN: 'এই র‍্যাফেলের জন্য আপনার কোনো টিকিট নেই। এর নিয়ম অনুযায়ী টিকিট অর্জন করে আবার চেষ্টা করুন।',
  },
  'raffle.invalid': {
    status: 400,
    EN: 'The raffle does not fit together: {rule}.',
    BN: 'র‍্যাফেলটি মিলছে না: {rule}।',
  },
  'raffle.draw.not.found': {
    status: 404,
    EN: 'There is no such draw of yours.',
    BN: 'আপনার এমন কোনো ড্র নেই।',
  },
  'raffle.request.reused': {
    status: 409,
    EN: 'This request id was already used for another raffle.',
    BN: 'এই অনুরোধ আইডি ইতিমধ্যে অন্য একটি র‍্যাফেলের জন্য ব্যবহার করা হয়েছে।',
  },
} as const;

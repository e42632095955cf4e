/** Error codes of the help centre and the written pages (issue 17, decision 0053). */
export const HELP_ERRORS = {
  'help.not.found': {
    status: 404,
    EN: 'There is no such help topic or article.',
    BN: 'এমন কোনো সহায়তা বিষয় বা নিবন্ধ নেই।',
  },
  'help.kind.taken': {
    status: 409,
    EN: 'The brand already has this page: edit the one there is.',
    BN: 'ব্র্যান্ডের এই পাতাটি আগে থেকেই আছে: যেটি আছে সেটি সম্পাদনা করুন।',
  },
  'help.title.required': {
    status: 400,
    EN: 'Write a title in at least one language.',
    BN: 'অন্তত একটি ভাষায় একটি শিরোনাম লিখুন।',
  },
  'help.image.invalid': {
    status: 400,
    EN: 'The picture must be a PNG, JPEG, WebP or GIF image of at most 2 MB.',
    BN: 'ছবিটি সর্বোচ্চ 2 MB-এর PNG, JPEG, WebP বা GIF হতে হবে।',
  },
  'help.order.mismatch': {
    status: 400,
    EN: 'The new order must name each of these items once.',
    BN: 'নতুন ক্রমে এই প্রতিটি আইটেম একবার করে থাকতে হবে।',
  },
} as const;

/** Error codes of staff sign-in, staff accounts and four-eyes adjustments (decision 0021). */
export const STAFF_ERRORS = {
  'staff.disabled': {
    status: 403,
    EN: 'This staff account is disabled.',
    BN: 'এই কর্মী অ্যাকাউন্টটি নিষ্ক্রিয়।',
  },
  'staff.totp.required': {
    status: 400,
    EN: 'Enter the code from your authenticator app.',
    BN: 'আপনার অথেন্টিকেটর অ্যাপের কোডটি লিখুন।',
  },
  'staff.totp.setup.required': {
    status: 400,
    EN: 'Set up an authenticator app: add the secret, then enter its code.',
    BN: 'একটি অথেন্টিকেটর অ্যাপ সেট আপ করুন: গোপন কী যোগ করুন, তারপর তার কোড লিখুন।',
  },
  'staff.totp.invalid': {
    status: 400,
    EN: 'The authenticator code is not correct, or was already used.',
    BN: 'অথেন্টিকেটর কোডটি সঠিক নয়, অথবা আগেই ব্যবহার করা হয়েছে।',
  },
  'staff.totp.expired': {
    status: 400,
    EN: 'This sign-in step has expired or had too many tries. Please log in again.',
    BN: 'এই সাইন-ইন ধাপের মেয়াদ শেষ বা অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে আবার লগইন করুন।',
  },
  'staff.totp.none': {
    status: 400,
    EN: 'Set up an authenticator secret first.',
    BN: 'প্রথমে একটি অথেন্টিকেটর গোপন কী সেট আপ করুন।',
  },
  'staff.password.wrong': {
    status: 400,
    EN: 'The current password is not correct.',
    BN: 'বর্তমান পাসওয়ার্ডটি সঠিক নয়।',
  },
  'staff.password.same': {
    status: 400,
    EN: 'The new password must differ from the current one.',
    BN: 'নতুন পাসওয়ার্ডটি বর্তমানটি থেকে আলাদা হতে হবে।',
  },
  'staff.not.found': {
    status: 404,
    EN: 'This staff account was not found.',
    BN: 'এই কর্মী অ্যাকাউন্টটি পাওয়া যায়নি।',
  },
  'staff.self': {
    status: 400,
    EN: 'You cannot do this to your own account: ask another administrator.',
    BN: 'নিজের অ্যাকাউন্টে এটি করা যায় না: অন্য একজন প্রশাসককে বলুন।',
  },
  'adjustment.over.ceiling': {
    status: 400,
    EN: 'An adjustment may not exceed {max} in one call.',
    BN: 'একটি সমন্বয় এক বারে {max}-এর বেশি হতে পারে না।',
  },
  'adjustment.not.found': {
    status: 404,
    EN: 'This adjustment was not found.',
    BN: 'এই সমন্বয়টি পাওয়া যায়নি।',
  },
  'adjustment.not.pending': {
    status: 409,
    EN: 'This adjustment was already approved or rejected.',
    BN: 'এই সমন্বয়টি আগেই অনুমোদিত বা প্রত্যাখ্যাত হয়েছে।',
  },
  'adjustment.same.staff': {
    status: 403,
    EN: 'A different staff member must approve or reject this adjustment.',
    BN: 'এই সমন্বয়টি অন্য একজন কর্মীকে অনুমোদন বা প্রত্যাখ্যান করতে হবে।',
  },
  'member.email.none': {
    status: 400,
    EN: 'This member has no e-mail address to send a link to.',
    BN: 'এই সদস্যের লিংক পাঠানোর মতো কোনো ই-মেইল ঠিকানা নেই।',
  },
  'member.upline.invalid': {
    status: 400,
    EN: "The new upline must be an agent of this brand outside this member's own team.",
    BN: 'নতুন আপলাইনকে এই ব্র্যান্ডের এমন একজন এজেন্ট হতে হবে যিনি এই সদস্যের নিজের দলের বাইরে।',
  },
  'channel.invalid': {
    status: 400,
    EN: 'This channel is not valid: {detail}.',
    BN: 'এই চ্যানেলটি বৈধ নয়: {detail}।',
  },
  'channel.exists': {
    status: 409,
    EN: 'A channel with this code already exists.',
    BN: 'এই কোডের একটি চ্যানেল আগে থেকেই আছে।',
  },
  'channel.not.found': {
    status: 404,
    EN: 'This channel was not found.',
    BN: 'এই চ্যানেলটি পাওয়া যায়নি।',
  },
  'domain.taken': {
    status: 409,
    EN: 'This domain already opens another brand.',
    BN: 'এই ডোমেইনটি ইতিমধ্যে অন্য একটি ব্র্যান্ড খোলে।',
  },
  'domain.main': {
    status: 400,
    EN: 'The main domain cannot be removed: make another domain the main one first.',
    BN: 'মূল ডোমেইন সরানো যায় না: আগে অন্য একটি ডোমেইনকে মূল করুন।',
  },
} as const satisfies Record<string, { status: number; EN: string; BN: string }>;

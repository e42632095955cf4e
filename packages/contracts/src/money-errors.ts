/** Error codes of the money calls: ledger, wallets, cashier, transfers between people. */
export const MONEY_ERRORS = {
  'amount.invalid': {
    status: 400,
    EN: 'Please enter a valid amount (at most {scale} decimals).',
    BN: 'অনুগ্রহ করে একটি সঠিক পরিমাণ দিন (সর্বোচ্চ {scale} দশমিক)।',
  },
  'amount.below.minimum': {
    status: 400,
    EN: 'The amount is below the minimum of {min}.',
    BN: 'পরিমাণটি সর্বনিম্ন {min}-এর কম।',
  },
  'amount.above.maximum': {
    status: 400,
    EN: 'The amount is above the maximum of {max}.',
    BN: 'পরিমাণটি সর্বোচ্চ {max}-এর বেশি।',
  },
  'balance.insufficient': {
    status: 400,
    EN: 'Insufficient balance.',
    BN: 'পর্যাপ্ত ব্যালেন্স নেই।',
  },
  'transfer.id.conflict': {
    status: 409,
    EN: 'This request id was already used for a different request.',
    BN: 'এই অনুরোধ আইডি আগেই অন্য একটি অনুরোধে ব্যবহার হয়েছে।',
  },
  'wallet.single': {
    status: 400,
    EN: 'This site uses a single wallet: there is nothing to transfer between wallets.',
    BN: 'এই সাইটে একটি মাত্র ওয়ালেট: ওয়ালেটের মধ্যে স্থানান্তরের কিছু নেই।',
  },
  'wallet.unknown': {
    status: 400,
    EN: 'Unknown wallet.',
    BN: 'অজানা ওয়ালেট।',
  },
  'wallet.same': {
    status: 400,
    EN: 'Choose two different wallets.',
    BN: 'দুটি আলাদা ওয়ালেট বেছে নিন।',
  },
  'reason.required': {
    status: 400,
    EN: 'A reason is required.',
    BN: 'একটি কারণ দিতে হবে।',
  },
  'member.not.found': {
    status: 404,
    EN: 'Member not found.',
    BN: 'সদস্য পাওয়া যায়নি।',
  },
  'invalid.payment.pw': {
    status: 400,
    EN: 'Incorrect payment password.',
    BN: 'পেমেন্ট পাসওয়ার্ড ভুল।',
  },
  'not.exists.payment.password': {
    status: 400,
    EN: 'Please set a payment password first.',
    BN: 'অনুগ্রহ করে আগে একটি পেমেন্ট পাসওয়ার্ড সেট করুন।',
  },
  'payment.password.exists': {
    status: 400,
    EN: 'A payment password is already set: change it instead.',
    BN: 'পেমেন্ট পাসওয়ার্ড আগেই সেট করা আছে: সেটি পরিবর্তন করুন।',
  },
  'payment.password.invalid': {
    status: 400,
    EN: 'The payment password must be 6 digits.',
    BN: 'পেমেন্ট পাসওয়ার্ড 6 অঙ্কের হতে হবে।',
  },
  'real.name.required': {
    status: 400,
    EN: 'Please set your real name first.',
    BN: 'অনুগ্রহ করে আগে আপনার আসল নাম সেট করুন।',
  },
  'card.holder.mismatch': {
    status: 400,
    EN: 'The card holder must be your real name.',
    BN: 'কার্ডধারীর নাম আপনার আসল নাম হতে হবে।',
  },
  'card.exists': {
    status: 400,
    EN: 'This card is already bound.',
    BN: 'এই কার্ডটি আগেই যুক্ত করা আছে।',
  },
  'card.limit': {
    status: 400,
    EN: 'You can bind at most {max} cards.',
    BN: 'আপনি সর্বোচ্চ {max}টি কার্ড যুক্ত করতে পারেন।',
  },
  'card.not.found': {
    status: 404,
    EN: 'Bank card not found.',
    BN: 'ব্যাংক কার্ড পাওয়া যায়নি।',
  },
  'channel.unknown': {
    status: 400,
    EN: 'This payment channel is not available.',
    BN: 'এই পেমেন্ট চ্যানেলটি উপলব্ধ নয়।',
  },
  'deposit.not.found': {
    status: 404,
    EN: 'Deposit not found.',
    BN: 'জমা পাওয়া যায়নি।',
  },
  'deposit.not.pending': {
    status: 400,
    EN: 'This deposit is no longer pending.',
    BN: 'এই জমাটি আর অপেক্ষমাণ নেই।',
  },
  'deposit.pending.limit': {
    status: 400,
    EN: 'You have too many pending deposits. Please finish or wait for one first.',
    BN: 'আপনার অনেকগুলো জমা অপেক্ষমাণ। আগে একটি শেষ করুন বা অপেক্ষা করুন।',
  },
  'gateway.signature.invalid': {
    status: 400,
    EN: 'The payment notification signature is invalid.',
    BN: 'পেমেন্ট বিজ্ঞপ্তির স্বাক্ষর সঠিক নয়।',
  },
  'gateway.notification.mismatch': {
    status: 400,
    EN: 'The payment notification does not match the deposit.',
    BN: 'পেমেন্ট বিজ্ঞপ্তিটি জমার সাথে মেলে না।',
  },
  'gateway.unavailable': {
    status: 400,
    EN: 'The payment service is not available right now. Please try again later or choose another channel.',
    BN: 'পেমেন্ট সেবাটি এখন উপলব্ধ নয়। অনুগ্রহ করে পরে আবার চেষ্টা করুন বা অন্য চ্যানেল বেছে নিন।',
  },
  'withdrawal.not.found': {
    status: 404,
    EN: 'Withdrawal not found.',
    BN: 'উত্তোলন পাওয়া যায়নি।',
  },
  'withdrawal.state.invalid': {
    status: 400,
    EN: 'This withdrawal cannot do that in its current state.',
    BN: 'এই উত্তোলনটি বর্তমান অবস্থায় এটি করতে পারে না।',
  },
  'withdrawal.wagering.open': {
    status: 400,
    EN: 'Withdrawal is not possible until you complete the remaining turnover of {remaining}.',
    BN: 'বাকি {remaining} টার্নওভার পূর্ণ না হওয়া পর্যন্ত উত্তোলন সম্ভব নয়।',
  },
  'withdrawal.daily.limit': {
    status: 400,
    EN: 'You have reached the limit of {count} withdrawals today. Please try again tomorrow.',
    BN: 'আজকের {count}টি উত্তোলনের সীমা পূর্ণ হয়েছে। অনুগ্রহ করে আগামীকাল আবার চেষ্টা করুন।',
  },
  'receipt.amounts.invalid': {
    status: 400,
    EN: 'The received and remaining amounts must add up to the withdrawal.',
    BN: 'প্রাপ্ত ও বাকি পরিমাণের যোগফল উত্তোলনের সমান হতে হবে।',
  },
  'receipt.proof.invalid': {
    status: 400,
    EN: 'Proof images must be png or jpg, at most 5 MB each, and at most 3.',
    BN: 'প্রমাণের ছবি png বা jpg হতে হবে, প্রতিটি সর্বোচ্চ 5 MB, এবং সর্বোচ্চ 3টি।',
  },
  'transfer.target.invalid': {
    status: 400,
    EN: 'You can only transfer to your upline or to members of your own team.',
    BN: 'আপনি শুধু আপনার আপলাইন বা নিজের দলের সদস্যদের কাছে স্থানান্তর করতে পারেন।',
  },
  'transfer.no.upline': {
    status: 400,
    EN: 'You have no upline to transfer to.',
    BN: 'স্থানান্তরের জন্য আপনার কোনো আপলাইন নেই।',
  },
  'agent.only': {
    status: 403,
    EN: 'Only agents can do this.',
    BN: 'শুধু এজেন্টরা এটি করতে পারেন।',
  },
  'real.name.locked': {
    status: 400,
    EN: 'Your real name is already set. Please contact customer service to change it.',
    BN: 'আপনার আসল নাম আগেই সেট করা আছে। পরিবর্তন করতে গ্রাহক সেবায় যোগাযোগ করুন।',
  },
  'mobile.not.bound': {
    status: 400,
    EN: 'Please bind a mobile number first.',
    BN: 'অনুগ্রহ করে আগে একটি মোবাইল নম্বর যুক্ত করুন।',
  },
  'birthday.invalid': {
    status: 400,
    EN: 'Please enter a valid date of birth.',
    BN: 'অনুগ্রহ করে একটি সঠিক জন্মতারিখ দিন।',
  },
} as const satisfies Record<string, { status: number; EN: string; BN: string }>;

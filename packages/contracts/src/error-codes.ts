import { AGENT_ERRORS } from './agent-errors.js';
import { CHAT_ERRORS } from './chat-errors.js';
import { ANNOUNCEMENT_ERRORS } from './endpoints/announcements.js';
import { FEEDBACK_ERRORS } from './feedback-errors.js';
import { GAME_ERRORS } from './game-errors.js';
import { HELP_ERRORS } from './help-errors.js';
import { JACKPOT_ERRORS } from './jackpot-errors.js';
import { LOTTERY_ERRORS } from './lottery-errors.js';
import { MESSAGE_ERRORS } from './message-errors.js';
import { MONEY_ERRORS } from './money-errors.js';
import { RAFFLE_ERRORS } from './raffle-errors.js';
import { REWARD_ERRORS } from './reward-errors.js';
import { STAFF_ERRORS } from './staff-errors.js';

/**
 * The one table of error codes: HTTP status and the message in each translated language.
 * Messages may carry `{name}` placeholders filled from the error's params.
 */
const CORE_ERRORS = {
  'internal.error': {
    status: 500,
    EN: 'Something went wrong on our side. Please try again.',
    BN: 'আমাদের দিকে একটি সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  },
  'route.not.found': {
    status: 404,
    EN: 'This address does not exist.',
    BN: 'এই ঠিকানাটি নেই।',
  },
  'object.not.found': {
    status: 404,
    EN: 'The item you asked for was not found.',
    BN: 'আপনি যা চেয়েছেন তা পাওয়া যায়নি।',
  },
  'validation.failed': {
    status: 400,
    EN: 'Please Enter Correct Information: {field}.',
    BN: 'অনুগ্রহ করে সঠিক তথ্য দিন: {field}।',
  },
  'request.too.large': {
    status: 413,
    EN: 'The request is too large.',
    BN: 'অনুরোধটি খুব বড়।',
  },
  'request.timeout': {
    status: 408,
    EN: 'The request took too long to arrive.',
    BN: 'অনুরোধটি পৌঁছাতে খুব বেশি সময় নিয়েছে।',
  },
  'request.headers.too.large': {
    status: 431,
    EN: 'The request headers are too large.',
    BN: 'অনুরোধের হেডারগুলো খুব বড়।',
  },
  'request.malformed': {
    status: 400,
    EN: 'The request could not be read.',
    BN: 'অনুরোধটি পড়া যায়নি।',
  },
  'function.not.available': {
    status: 400,
    EN: 'Not enabled function, please contact customer service.',
    BN: 'এই সুবিধাটি চালু নেই, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন।',
  },
  'login.not.session': {
    status: 401,
    EN: 'Not logged in, please login.',
    BN: 'লগইন করা নেই, অনুগ্রহ করে লগইন করুন।',
  },
  'user.or.token.invalid': {
    status: 401,
    EN: 'Your session has ended. Please log in again.',
    BN: 'আপনার সেশন শেষ হয়েছে। অনুগ্রহ করে আবার লগইন করুন।',
  },
  'password.change.required': {
    status: 403,
    EN: 'Please change your password before you continue.',
    BN: 'চালিয়ে যাওয়ার আগে অনুগ্রহ করে আপনার পাসওয়ার্ড পরিবর্তন করুন।',
  },
  'trial.not.allowed': {
    status: 403,
    EN: 'A real account is needed for this. Please register.',
    BN: 'এর জন্য একটি আসল অ্যাকাউন্ট প্রয়োজন। অনুগ্রহ করে নিবন্ধন করুন।',
  },
  'staff.forbidden': {
    status: 403,
    EN: 'Your role may not do this.',
    BN: 'আপনার ভূমিকায় এটি করার অনুমতি নেই।',
  },
  'system.maintenance': {
    status: 503,
    EN: 'The system is under maintenance. Please come back later.',
    BN: 'সিস্টেম রক্ষণাবেক্ষণ চলছে। অনুগ্রহ করে পরে আবার আসুন।',
  },
  'origin.not.allowed': {
    status: 403,
    EN: 'This page may not connect from another site.',
    BN: 'অন্য সাইট থেকে এই পাতায় সংযোগ করা যাবে না।',
  },
  'region.blocked': {
    status: 403,
    EN: 'Access is restricted from your location.',
    BN: 'আপনার অবস্থান থেকে প্রবেশ সীমিত।',
  },
  'encryption.required': {
    status: 400,
    EN: 'This request must be encrypted.',
    BN: 'এই অনুরোধটি এনক্রিপ্ট করা আবশ্যক।',
  },
  'encryption.invalid': {
    status: 400,
    EN: 'The encrypted request could not be opened.',
    BN: 'এনক্রিপ্ট করা অনুরোধটি খোলা যায়নি।',
  },
  'request.expired': {
    status: 400,
    EN: 'The request is too old. Please check your device clock and try again.',
    BN: 'অনুরোধটি অনেক পুরনো। আপনার ডিভাইসের ঘড়ি দেখে আবার চেষ্টা করুন।',
  },
  'request.replayed': {
    status: 400,
    EN: 'This request was already received.',
    BN: 'এই অনুরোধটি আগেই গ্রহণ করা হয়েছে।',
  },
  'too.many.requests': {
    status: 429,
    EN: 'Too many requests, please try again after {seconds} seconds.',
    BN: 'অনেক বেশি অনুরোধ, অনুগ্রহ করে {seconds} সেকেন্ড পরে আবার চেষ্টা করুন।',
  },
  'login.failed': {
    status: 400,
    EN: 'Incorrect username or password.',
    BN: 'ব্যবহারকারীর নাম বা পাসওয়ার্ড ভুল।',
  },
  'member.disabled': {
    status: 403,
    EN: 'This account is disabled. Please contact your agent.',
    BN: 'এই অ্যাকাউন্টটি নিষ্ক্রিয়। অনুগ্রহ করে আপনার এজেন্টের সাথে যোগাযোগ করুন।',
  },
  'captcha.required': {
    status: 400,
    EN: 'Please enter the captcha.',
    BN: 'অনুগ্রহ করে ক্যাপচা লিখুন।',
  },
  'captcha.invalid': {
    status: 400,
    EN: 'The captcha is not correct. Please try a new one.',
    BN: 'ক্যাপচা সঠিক নয়। অনুগ্রহ করে নতুন একটি চেষ্টা করুন।',
  },
  'human.check.required': {
    status: 400,
    EN: 'Please complete verification first.',
    BN: 'অনুগ্রহ করে প্রথমে যাচাই সম্পন্ন করুন।',
  },
  'human.check.failed': {
    status: 400,
    EN: 'Verification failed. Please try again.',
    BN: 'যাচাই ব্যর্থ হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  },
  'second.factor.required': {
    status: 400,
    EN: 'You are logging in from a new location. Please confirm it is you.',
    BN: 'আপনি একটি নতুন অবস্থান থেকে লগইন করছেন। অনুগ্রহ করে নিশ্চিত করুন এটি আপনি।',
  },
  'second.factor.invalid': {
    status: 400,
    EN: 'The verification answer is not correct.',
    BN: 'যাচাইয়ের উত্তর সঠিক নয়।',
  },
  'second.factor.spent': {
    status: 400,
    EN: 'This check has ended after too many wrong codes, or it expired. Please log in again.',
    BN: 'অনেকবার ভুল কোড দেওয়ায় বা মেয়াদ শেষ হওয়ায় এই যাচাই শেষ হয়েছে। অনুগ্রহ করে আবার লগইন করুন।',
  },
  'username.taken': {
    status: 400,
    EN: 'This username is already registered.',
    BN: 'এই ব্যবহারকারীর নামটি ইতিমধ্যে নিবন্ধিত।',
  },
  'mobile.taken': {
    status: 400,
    EN: 'This mobile number is already registered.',
    BN: 'এই মোবাইল নম্বরটি ইতিমধ্যে নিবন্ধিত।',
  },
  'affiliate.invalid': {
    status: 400,
    EN: 'Invalid invitation code.',
    BN: 'আমন্ত্রণ কোডটি সঠিক নয়।',
  },
  'age.confirmation.required': {
    status: 400,
    EN: 'Please confirm you are {age} years old or above.',
    BN: 'অনুগ্রহ করে নিশ্চিত করুন যে আপনার বয়স {age} বছর বা তার বেশি।',
  },
  'password.confirm.mismatch': {
    status: 400,
    EN: 'Confirmation password is not correct.',
    BN: 'নিশ্চিতকরণ পাসওয়ার্ড সঠিক নয়।',
  },
  'password.incorrect': {
    status: 400,
    EN: 'The current password is not correct.',
    BN: 'বর্তমান পাসওয়ার্ডটি সঠিক নয়।',
  },
  'password.same.as.old': {
    status: 400,
    EN: 'The new password must differ from the current one.',
    BN: 'নতুন পাসওয়ার্ড বর্তমানটি থেকে আলাদা হতে হবে।',
  },
  'password.rule.failed': {
    status: 400,
    EN: 'The password must be {min} to {max} characters long, without control characters such as tabs or line breaks.',
    BN: 'পাসওয়ার্ড {min} থেকে {max} অক্ষরের হতে হবে, ট্যাব বা লাইন ব্রেকের মতো নিয়ন্ত্রণ অক্ষর ছাড়া।',
  },
  'password.reset.invalid': {
    status: 400,
    EN: 'This reset link is not valid: it was already used, has expired (after 30 minutes) or was replaced by a newer one. Please ask for a new link.',
    BN: 'এই রিসেট লিংকটি বৈধ নয়: এটি আগেই ব্যবহার করা হয়েছে, মেয়াদ শেষ হয়েছে (30 মিনিট পরে) অথবা নতুন লিংক পাঠানো হয়েছে। অনুগ্রহ করে নতুন লিংক চান।',
  },
  'reauth.required': {
    status: 400,
    EN: 'Please confirm it is you: enter your current password or a code from your authenticator app.',
    BN: 'অনুগ্রহ করে নিশ্চিত করুন এটি আপনি: আপনার বর্তমান পাসওয়ার্ড বা অথেনটিকেটর অ্যাপের একটি কোড দিন।',
  },
  'mobile.invalid': {
    status: 400,
    EN: 'Please enter a valid mobile number.',
    BN: 'অনুগ্রহ করে একটি সঠিক মোবাইল নম্বর দিন।',
  },
  'sms.code.invalid': {
    status: 400,
    EN: 'Please enter a valid verification code.',
    BN: 'অনুগ্রহ করে একটি সঠিক যাচাই কোড দিন।',
  },
  'staff.username.taken': {
    status: 400,
    EN: 'This staff username is already taken.',
    BN: 'এই কর্মী ব্যবহারকারীর নামটি আগেই নেওয়া হয়েছে।',
  },
  'staff.login.failed': {
    status: 400,
    EN: 'Incorrect staff username or password.',
    BN: 'কর্মীর ব্যবহারকারীর নাম বা পাসওয়ার্ড ভুল।',
  },
} as const satisfies Record<string, { status: number; EN: string; BN: string }>;

export const ERROR_CODES = {
  ...CORE_ERRORS,
  ...MONEY_ERRORS,
  ...GAME_ERRORS,
  ...ANNOUNCEMENT_ERRORS,
  ...LOTTERY_ERRORS,
  ...STAFF_ERRORS,
  ...AGENT_ERRORS,
  ...REWARD_ERRORS,
  ...JACKPOT_ERRORS,
  ...RAFFLE_ERRORS,
  ...MESSAGE_ERRORS,
  ...CHAT_ERRORS,
  ...FEEDBACK_ERRORS,
  ...HELP_ERRORS,
};

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CODES, code);
}

/** Fill `{name}` placeholders; unknown ones stay as they are. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

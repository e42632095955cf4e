/** Error codes of feedback (issue 17, decision 0052). */
export const FEEDBACK_ERRORS = {
  'feedback.content.invalid': {
    status: 400,
    EN: 'Please write your feedback in 1 to 140 characters.',
    BN: 'অনুগ্রহ করে আপনার মতামত 1 থেকে 140 অক্ষরের মধ্যে লিখুন।',
  },
  'feedback.contact.required': {
    status: 400,
    EN: 'Please leave a contact (phone, e-mail or messenger) so that we can answer you.',
    BN: 'অনুগ্রহ করে একটি যোগাযোগ (ফোন, ই-মেইল বা মেসেঞ্জার) দিন যাতে আমরা আপনাকে উত্তর দিতে পারি।',
  },
  'feedback.image.invalid': {
    status: 400,
    EN: 'Images must be png or jpg, at most 5 MB each, and at most 3.',
    BN: 'ছবি png বা jpg হতে হবে, প্রতিটি সর্বোচ্চ 5 MB, এবং সর্বোচ্চ 3টি।',
  },
  'feedback.settled': {
    status: 409,
    EN: 'This feedback has already been answered or closed.',
    BN: 'এই মতামতের উত্তর আগেই দেওয়া হয়েছে বা এটি বন্ধ করা হয়েছে।',
  },
  'feedback.visitor': {
    status: 409,
    EN: 'A visitor sent this feedback: there is no inbox to reply to. Answer through the contact and close it.',
    BN: 'একজন ভিজিটর এই মতামত পাঠিয়েছেন: উত্তর দেওয়ার মতো কোনো ইনবক্স নেই। যোগাযোগের মাধ্যমে উত্তর দিয়ে এটি বন্ধ করুন।',
  },
} as const;

/** Error codes of the live chat (issue 17, decision 0050). */
export const CHAT_ERRORS = {
  'chat.visitor.unknown': {
    status: 401,
    EN: 'Your chat has expired: please start the chat again.',
    BN: 'আপনার চ্যাটের মেয়াদ শেষ: অনুগ্রহ করে আবার চ্যাট শুরু করুন।',
  },
  'chat.conversation.not.found': {
    status: 404,
    EN: 'There is no such conversation.',
    BN: 'এমন কোনো কথোপকথন নেই।',
  },
  'chat.conversation.closed': {
    status: 409,
    EN: 'This conversation has ended: start a new chat to write again.',
    BN: 'এই কথোপকথন শেষ হয়েছে: আবার লিখতে নতুন চ্যাট শুরু করুন।',
  },
  'chat.conversation.taken': {
    status: 409,
    EN: 'Another staff member is already answering this conversation.',
    BN: 'অন্য একজন কর্মী ইতিমধ্যে এই কথোপকথনের উত্তর দিচ্ছেন।',
  },
  'chat.agent.invalid': {
    status: 409,
    EN: 'This staff member cannot take chats.',
    BN: 'এই কর্মী চ্যাট নিতে পারেন না।',
  },
  'chat.image.invalid': {
    status: 400,
    EN: 'Only PNG, JPG, WebP or GIF images of at most 5 MB can be sent.',
    BN: 'শুধু 5 MB পর্যন্ত PNG, JPG, WebP বা GIF ছবি পাঠানো যায়।',
  },
  'chat.image.not.found': {
    status: 404,
    EN: 'There is no such image.',
    BN: 'এমন কোনো ছবি নেই।',
  },
  'chat.rating.not.allowed': {
    status: 409,
    EN: 'A conversation can be rated once, after it has ended.',
    BN: 'কথোপকথন শেষ হওয়ার পরে একবারই রেটিং দেওয়া যায়।',
  },
  'chat.canned.not.found': {
    status: 404,
    EN: 'There is no such canned reply.',
    BN: 'এমন কোনো তৈরি উত্তর নেই।',
  },
} as const;

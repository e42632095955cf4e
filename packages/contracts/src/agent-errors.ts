/** Error codes of the agent centre (issue 14). */
export const AGENT_ERRORS = {
  'agent.invitations.full': {
    status: 400,
    EN: 'You already have {max} invitation codes.',
    BN: 'আপনার ইতিমধ্যে {max}টি আমন্ত্রণ কোড আছে।',
  },
  'agent.range.invalid': {
    status: 400,
    EN: 'Choose a start day on or before the end day, at most {days} days apart.',
    BN: 'শেষের দিন বা তার আগের একটি শুরুর দিন বেছে নিন, সর্বোচ্চ {days} দিনের ব্যবধানে।',
  },
  'contract.rate.above.own': {
    status: 400,
    EN: 'A tier pays more than your own contract of this type ({rate}%).',
    BN: 'একটি ধাপ এই ধরনের আপনার নিজের চুক্তির ({rate}%) চেয়ে বেশি দেয়।',
  },
  'contract.terminates.lower': {
    status: 409,
    EN: 'Accepting this contract ends the contracts these members were offered at a higher rate: {accounts}.',
    BN: 'এই চুক্তি গ্রহণ করলে এই সদস্যদের উচ্চ হারের চুক্তি শেষ হবে: {accounts}।',
  },
  'contract.exists': {
    status: 409,
    EN: 'This member already has a contract of this type.',
    BN: 'এই সদস্যের ইতিমধ্যে এই ধরনের একটি চুক্তি আছে।',
  },
  'contract.state.invalid': {
    status: 409,
    EN: 'This contract cannot do that now.',
    BN: 'এই চুক্তিতে এখন এটি করা যায় না।',
  },
  'contract.holder.invalid': {
    status: 400,
    EN: 'The house offers contracts to top agents only.',
    BN: 'হাউস শুধু শীর্ষ এজেন্টদের চুক্তি দেয়।',
  },
} as const;

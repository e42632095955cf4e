import type { HelpKind } from '@tessera/contracts';
import { a, type DemoTopic } from './demo-help-topics.js';

/**
 * The demo brand's written pages (decision 0053): the beginner guide, the user agreement, terms,
 * privacy, the sponsor page (its artwork in the site's /images/sponsors/) and the description page,
 * in English and Bengali. Each page's articles are its sections.
 */
export const DEMO_HELP_PAGES: (DemoTopic & { kind: Exclude<HelpKind, 'HELP'> })[] = [
  {
    kind: 'GUIDE',
    title: { EN: 'Beginner guide', BN: 'শিক্ষানবিশ গাইড' },
    articles: [
      a(
        'Step 1: Register',
        'ধাপ ১: নিবন্ধন',
        '<p>Press <b>Register</b>, choose a username and a password and confirm your age. It takes under a minute.</p>',
        '<p><b>নিবন্ধন</b> চাপুন, ইউজারনেম ও পাসওয়ার্ড বেছে নিন এবং বয়স নিশ্চিত করুন। এক মিনিটেরও কম সময় লাগে।</p>',
      ),
      a(
        'Step 2: Make your first deposit',
        'ধাপ ২: প্রথম জমা দিন',
        '<p>Press <b>Deposit</b>, choose a channel and an amount. Your first deposit earns the welcome bonus: see <a href="/promotions">Promotions</a>.</p>',
        '<p><b>জমা</b> চাপুন, একটি চ্যানেল ও পরিমাণ বেছে নিন। প্রথম জমায় স্বাগত বোনাস পাবেন: <a href="/promotions">প্রমোশন</a> দেখুন।</p>',
      ),
      a(
        'Step 3: Pick a game',
        'ধাপ ৩: একটি গেম বেছে নিন',
        '<p>Slots, live casino, sports, fishing, lottery: each has its own page in the menu. New here? Start with the in-house games, whose every result you can check yourself.</p>',
        '<p>স্লট, লাইভ ক্যাসিনো, স্পোর্টস, ফিশিং, লটারি: মেনুতে প্রতিটির নিজস্ব পাতা আছে। নতুন? নিজস্ব গেম দিয়ে শুরু করুন, যার প্রতিটি ফল আপনি নিজে যাচাই করতে পারেন।</p>',
      ),
      a(
        'Step 4: Withdraw your winnings',
        'ধাপ ৪: জয়ের টাকা উত্তোলন করুন',
        '<p>Bind a bank card, set a payment password and press <b>Withdraw</b>. Most withdrawals are paid within an hour.</p>',
        '<p>একটি ব্যাংক কার্ড যুক্ত করুন, পেমেন্ট পাসওয়ার্ড সেট করুন এবং <b>উত্তোলন</b> চাপুন। বেশিরভাগ উত্তোলন এক ঘণ্টার মধ্যে পরিশোধ হয়।</p>',
      ),
    ],
  },
  {
    kind: 'AGREEMENT',
    title: { EN: 'User agreement', BN: 'ব্যবহারকারী চুক্তি' },
    articles: [
      a(
        'Who may play',
        'কারা খেলতে পারেন',
        '<p>You must be at least 18 years old and allowed to play games of chance where you live. You may hold one account only.</p>',
        '<p>আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে এবং আপনার এলাকায় ভাগ্যনির্ভর গেম খেলার অনুমতি থাকতে হবে। আপনি শুধু একটি অ্যাকাউন্ট রাখতে পারবেন।</p>',
      ),
      a(
        'Your account',
        'আপনার অ্যাকাউন্ট',
        '<p>You keep your password and payment password secret and are responsible for what is done with them. Tell us at once if you think someone else has used your account.</p>',
        '<p>আপনি আপনার পাসওয়ার্ড ও পেমেন্ট পাসওয়ার্ড গোপন রাখবেন এবং সেগুলো দিয়ে যা করা হয় তার দায় আপনার। অন্য কেউ আপনার অ্যাকাউন্ট ব্যবহার করেছে মনে হলে সঙ্গে সঙ্গে আমাদের জানান।</p>',
      ),
      a(
        'Fair play',
        'ন্যায্য খেলা',
        '<p>Playing with several accounts, with software that plays for you, or together with others against the house ends the agreement; winnings from it are void.</p>',
        '<p>একাধিক অ্যাকাউন্ট দিয়ে, আপনার হয়ে খেলে এমন সফটওয়্যার দিয়ে, বা অন্যদের সাথে মিলে হাউসের বিরুদ্ধে খেললে চুক্তি শেষ হয়; তা থেকে পাওয়া জয় বাতিল।</p>',
      ),
    ],
  },
  {
    kind: 'TERMS',
    title: { EN: 'Terms and conditions', BN: 'শর্তাবলী' },
    articles: [
      a(
        '1. Scope',
        '১. পরিধি',
        '<p>These terms apply to every use of this site and its games. By registering you accept them and the user agreement.</p>',
        '<p>এই শর্তাবলী এই সাইট ও এর গেমের প্রতিটি ব্যবহারে প্রযোজ্য। নিবন্ধন করে আপনি এগুলো ও ব্যবহারকারী চুক্তি মেনে নেন।</p>',
      ),
      a(
        '2. Deposits and withdrawals',
        '২. জমা ও উত্তোলন',
        '<p>Deposits and withdrawals are made in Bangladeshi taka through the channels shown. Withdrawals go only to a bank account in your own name. We may ask for proof of identity before a payment.</p>',
        '<p>জমা ও উত্তোলন দেখানো চ্যানেলগুলোর মাধ্যমে বাংলাদেশি টাকায় হয়। উত্তোলন শুধু আপনার নিজের নামের ব্যাংক অ্যাকাউন্টে যায়। পরিশোধের আগে আমরা পরিচয়ের প্রমাণ চাইতে পারি।</p>',
      ),
      a(
        '3. Bonuses',
        '৩. বোনাস',
        '<p>Each promotion states its own rules and wagering requirement. A bonus that is abused may be withdrawn together with its winnings.</p>',
        '<p>প্রতিটি প্রমোশনে তার নিজস্ব নিয়ম ও ওয়েজারিং শর্ত লেখা থাকে। অপব্যবহার করা বোনাস তার জয়সহ ফেরত নেওয়া হতে পারে।</p>',
      ),
      a(
        '4. Errors',
        '৪. ত্রুটি',
        '<p>When a game or a payment goes wrong because of a technical fault, the bet is settled as the game record shows or refunded.</p>',
        '<p>প্রযুক্তিগত ত্রুটিতে কোনো গেম বা পেমেন্ট ভুল হলে, গেমের রেকর্ড অনুযায়ী বাজি নিষ্পত্তি হয় বা ফেরত দেওয়া হয়।</p>',
      ),
      a(
        '5. Changes',
        '৫. পরিবর্তন',
        '<p>We may change these terms. We tell you in your inbox before a change applies.</p>',
        '<p>আমরা এই শর্তাবলী বদলাতে পারি। পরিবর্তন কার্যকর হওয়ার আগে আপনার ইনবক্সে জানাব।</p>',
      ),
    ],
  },
  {
    kind: 'PRIVACY',
    title: { EN: 'Privacy policy', BN: 'গোপনীয়তা নীতি' },
    articles: [
      a(
        'What we keep',
        'আমরা কী রাখি',
        '<p>Your username, the contact details you give us, your payments, your bets and the addresses you log in from.</p>',
        '<p>আপনার ইউজারনেম, আপনার দেওয়া যোগাযোগের তথ্য, আপনার লেনদেন, বাজি এবং যে ঠিকানা থেকে লগইন করেন।</p>',
      ),
      a(
        'Why we keep it',
        'কেন রাখি',
        '<p>To run your account, pay you, keep the games fair, stop fraud and meet the law. We never sell your data.</p>',
        '<p>আপনার অ্যাকাউন্ট চালাতে, আপনাকে পরিশোধ করতে, গেম ন্যায্য রাখতে, জালিয়াতি ঠেকাতে এবং আইন মানতে। আমরা কখনো আপনার তথ্য বিক্রি করি না।</p>',
      ),
      a(
        'How we protect it',
        'কীভাবে সুরক্ষিত রাখি',
        '<p>Passwords are stored only as salted hashes, every page travels encrypted, and our staff see only what their work needs.</p>',
        '<p>পাসওয়ার্ড শুধু সল্টেড হ্যাশ হিসেবে রাখা হয়, প্রতিটি পাতা এনক্রিপ্ট হয়ে যায়, এবং আমাদের কর্মীরা শুধু কাজের জন্য যা দরকার তা-ই দেখেন।</p>',
      ),
      a(
        'Your rights',
        'আপনার অধিকার',
        '<p>Ask our live chat for a copy of your data or to correct it. We answer within 30 days.</p>',
        '<p>আপনার তথ্যের একটি কপি বা সংশোধনের জন্য লাইভ চ্যাটে বলুন। আমরা ৩০ দিনের মধ্যে উত্তর দিই।</p>',
      ),
    ],
  },
  {
    kind: 'SPONSOR',
    title: { EN: 'Our sponsorships', BN: 'আমাদের স্পনসরশিপ' },
    articles: [
      a(
        'Dhaka Tigers: official sponsor, 2026 season',
        'ঢাকা টাইগার্স: অফিশিয়াল স্পনসর, ২০২৬ মৌসুম',
        '<p><img src="/images/sponsors/dhaka-tigers.svg" alt="Dhaka Tigers" width="640" height="320"></p><p>Proud shirt sponsor of the Dhaka Tigers cricket club for the 2026 season. Members meet the squad at our fan days and win match tickets every week.</p>',
        '<p><img src="/images/sponsors/dhaka-tigers.svg" alt="ঢাকা টাইগার্স" width="640" height="320"></p><p>২০২৬ মৌসুমে ঢাকা টাইগার্স ক্রিকেট ক্লাবের গর্বিত জার্সি স্পনসর। সদস্যরা আমাদের ফ্যান ডে-তে দলের সাথে দেখা করেন এবং প্রতি সপ্তাহে ম্যাচের টিকিট জেতেন।</p>',
      ),
      a(
        'Bay of Bengal Football Cup',
        'বে অব বেঙ্গল ফুটবল কাপ',
        '<p><img src="/images/sponsors/bay-cup.svg" alt="Bay of Bengal Football Cup" width="640" height="320"></p><p>Title partner of the Bay of Bengal Football Cup, sixteen clubs from four countries playing in Chattogram every winter.</p>',
        '<p><img src="/images/sponsors/bay-cup.svg" alt="বে অব বেঙ্গল ফুটবল কাপ" width="640" height="320"></p><p>বে অব বেঙ্গল ফুটবল কাপের টাইটেল পার্টনার: প্রতি শীতে চট্টগ্রামে চার দেশের ষোলোটি ক্লাব খেলে।</p>',
      ),
      a(
        'Kabaddi for schools',
        'স্কুলের জন্য কাবাডি',
        '<p><img src="/images/sponsors/kabaddi-schools.svg" alt="Kabaddi for schools" width="640" height="320"></p><p>We fund kit and coaching for 120 school kabaddi teams across Bangladesh, and the national schools final in Rajshahi.</p>',
        '<p><img src="/images/sponsors/kabaddi-schools.svg" alt="স্কুলের জন্য কাবাডি" width="640" height="320"></p><p>আমরা সারা বাংলাদেশে ১২০টি স্কুল কাবাডি দলের পোশাক ও প্রশিক্ষণ এবং রাজশাহীতে জাতীয় স্কুল ফাইনালের খরচ দিই।</p>',
      ),
    ],
  },
  {
    kind: 'ABOUT',
    title: { EN: 'About Tessera', BN: 'টেসেরা সম্পর্কে' },
    articles: [
      a(
        'Who we are',
        'আমরা কারা',
        '<p>Tessera is an online casino and sports book for players in South Asia, open day and night since 2024. Over 2,000 games from twenty studios, our own provably fair games, and a lottery with draws every minute.</p>',
        '<p>টেসেরা দক্ষিণ এশিয়ার খেলোয়াড়দের জন্য একটি অনলাইন ক্যাসিনো ও স্পোর্টস বুক, ২০২৪ থেকে দিনরাত খোলা। বিশটি স্টুডিওর ২,০০০-এর বেশি গেম, আমাদের নিজস্ব প্রমাণযোগ্যভাবে ন্যায্য গেম এবং প্রতি মিনিটে ড্র হওয়া লটারি।</p>',
      ),
      a(
        'What we promise',
        'আমাদের প্রতিশ্রুতি',
        '<ul><li>Withdrawals paid within the hour, day and night.</li><li>Games you can check yourself.</li><li>People, not robots, in our live chat, in Bengali and English.</li></ul>',
        '<ul><li>দিনরাত এক ঘণ্টার মধ্যে উত্তোলন পরিশোধ।</li><li>নিজে যাচাই করা যায় এমন গেম।</li><li>লাইভ চ্যাটে রোবট নয়, মানুষ, বাংলা ও ইংরেজিতে।</li></ul>',
      ),
      a(
        'Play responsibly',
        'দায়িত্ব নিয়ে খেলুন',
        '<p>Only adults of 18 or older may play. See <a href="/help">Help</a> for how to set limits or take a break.</p>',
        '<p>শুধু ১৮ বা তার বেশি বয়সীরা খেলতে পারেন। সীমা ঠিক করা বা বিরতি নেওয়ার উপায় জানতে <a href="/help">সাহায্য</a> দেখুন।</p>',
      ),
    ],
  },
];

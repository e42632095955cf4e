/**
 * The demo brand's help topics (decision 0053): real-looking questions and answers in English and
 * Bengali, as content staff would write them in the console's editor.
 */
export interface DemoArticle {
  title: { EN: string; BN: string };
  body: { EN: string; BN: string };
}
export interface DemoTopic {
  title: { EN: string; BN: string };
  articles: DemoArticle[];
}

export const a = (en: string, bn: string, bodyEn: string, bodyBn: string): DemoArticle => ({
  title: { EN: en, BN: bn },
  body: { EN: bodyEn, BN: bodyBn },
});

export const DEMO_HELP_TOPICS: DemoTopic[] = [
  {
    title: { EN: 'Account', BN: 'অ্যাকাউন্ট' },
    articles: [
      a(
        'How do I open an account?',
        'কীভাবে অ্যাকাউন্ট খুলব?',
        '<p>Press <b>Register</b> at the top of any page. Choose a username of 6 to 16 letters and numbers, a password, and confirm that you are 18 or older.</p><p>Your account is ready at once: you can deposit, play and claim the welcome bonus straight away.</p>',
        '<p>যেকোনো পাতার উপরে <b>নিবন্ধন</b> চাপুন। ৬ থেকে ১৬ অক্ষর ও সংখ্যার একটি ইউজারনেম, একটি পাসওয়ার্ড বেছে নিন এবং নিশ্চিত করুন যে আপনার বয়স ১৮ বা তার বেশি।</p><p>আপনার অ্যাকাউন্ট সঙ্গে সঙ্গে তৈরি: এখনই জমা দিতে, খেলতে এবং স্বাগত বোনাস নিতে পারবেন।</p>',
      ),
      a(
        'I forgot my password',
        'আমি পাসওয়ার্ড ভুলে গেছি',
        '<p>On the login page press <b>Forgot password</b>. We send a reset link to your bound e-mail or a code to your bound mobile number.</p><ul><li>The link works once and for 30 minutes.</li><li>No e-mail or mobile bound? Ask our live chat: we check who you are before we help.</li></ul>',
        '<p>লগইন পাতায় <b>পাসওয়ার্ড ভুলে গেছি</b> চাপুন। আমরা আপনার যুক্ত ই-মেইলে একটি রিসেট লিংক বা যুক্ত মোবাইল নম্বরে একটি কোড পাঠাই।</p><ul><li>লিংকটি একবার এবং ৩০ মিনিটের জন্য কাজ করে।</li><li>ই-মেইল বা মোবাইল যুক্ত নেই? লাইভ চ্যাটে জিজ্ঞাসা করুন: সাহায্যের আগে আমরা আপনার পরিচয় যাচাই করি।</li></ul>',
      ),
      a(
        'Can I change my username?',
        'আমি কি ইউজারনেম বদলাতে পারি?',
        '<p>No. Your username is how we find your account, your bets and your payments, so it stays as you chose it. You can change your nickname, password, mobile number and e-mail in the <b>Member centre</b>.</p>',
        '<p>না। ইউজারনেম দিয়েই আমরা আপনার অ্যাকাউন্ট, বাজি ও লেনদেন খুঁজে পাই, তাই এটি আপনার বেছে নেওয়া অবস্থাতেই থাকে। ডাকনাম, পাসওয়ার্ড, মোবাইল নম্বর ও ই-মেইল <b>মেম্বার সেন্টারে</b> বদলাতে পারেন।</p>',
      ),
    ],
  },
  {
    title: { EN: 'Deposits', BN: 'জমা' },
    articles: [
      a(
        'How do I deposit?',
        'কীভাবে জমা দেব?',
        '<ol><li>Press <b>Deposit</b> in the header.</li><li>Choose a channel: bank transfer or online payment.</li><li>Enter the amount and follow the steps on the screen.</li></ol><p>Online payments arrive within a minute; bank transfers as soon as our cashiers see them, usually within 10 minutes.</p>',
        '<ol><li>হেডারে <b>জমা</b> চাপুন।</li><li>একটি চ্যানেল বেছে নিন: ব্যাংক ট্রান্সফার বা অনলাইন পেমেন্ট।</li><li>পরিমাণ লিখে পর্দার ধাপগুলো অনুসরণ করুন।</li></ol><p>অনলাইন পেমেন্ট এক মিনিটের মধ্যে পৌঁছায়; ব্যাংক ট্রান্সফার আমাদের ক্যাশিয়ার দেখার সঙ্গে সঙ্গে, সাধারণত ১০ মিনিটের মধ্যে।</p>',
      ),
      a(
        'What are the smallest and largest deposits?',
        'সর্বনিম্ন ও সর্বোচ্চ জমা কত?',
        '<p>Each channel shows its own limits beside the amount field, for example ৳200 to ৳50,000 for a bank transfer. A deposit outside the limits is not accepted, so nothing is taken from you.</p>',
        '<p>প্রতিটি চ্যানেল পরিমাণের ঘরের পাশে নিজের সীমা দেখায়, যেমন ব্যাংক ট্রান্সফারে ৳২০০ থেকে ৳৫০,০০০। সীমার বাইরের জমা গ্রহণ করা হয় না, তাই আপনার কিছু কাটা যায় না।</p>',
      ),
      a(
        'My deposit has not arrived',
        'আমার জমা এখনো আসেনি',
        '<p>Open <b>Deposit records</b> in the member centre. If the deposit is still <i>pending</i> after 30 minutes, send us its order number and a picture of your payment receipt through <b>Feedback</b> or the live chat. We answer within the hour.</p>',
        '<p>মেম্বার সেন্টারে <b>জমার রেকর্ড</b> খুলুন। ৩০ মিনিট পরেও জমাটি <i>অপেক্ষমাণ</i> থাকলে তার অর্ডার নম্বর ও পেমেন্ট রসিদের ছবি <b>মতামত</b> বা লাইভ চ্যাটে পাঠান। আমরা এক ঘণ্টার মধ্যে উত্তর দিই।</p>',
      ),
    ],
  },
  {
    title: { EN: 'Withdrawals', BN: 'উত্তোলন' },
    articles: [
      a(
        'How do I withdraw?',
        'কীভাবে উত্তোলন করব?',
        '<p>Bind a bank card and set a payment password in <b>Security</b> first. Then press <b>Withdraw</b>, enter the amount and your payment password. We review each withdrawal and pay it, usually within an hour.</p><p>When the money reaches your account, confirm it in your withdrawal records.</p>',
        '<p>প্রথমে <b>নিরাপত্তা</b>-তে একটি ব্যাংক কার্ড যুক্ত করুন ও পেমেন্ট পাসওয়ার্ড সেট করুন। তারপর <b>উত্তোলন</b> চাপুন, পরিমাণ ও পেমেন্ট পাসওয়ার্ড দিন। আমরা প্রতিটি উত্তোলন যাচাই করে পরিশোধ করি, সাধারণত এক ঘণ্টার মধ্যে।</p><p>টাকা আপনার অ্যাকাউন্টে পৌঁছালে উত্তোলনের রেকর্ডে তা নিশ্চিত করুন।</p>',
      ),
      a(
        'Why can I not withdraw my bonus yet?',
        'কেন বোনাস এখনো উত্তোলন করতে পারছি না?',
        '<p>A bonus comes with a wagering requirement: the amount you need to bet before it turns into cash. <b>Bonus details</b> in the member centre show how much is left. Your own deposits can be withdrawn at any time.</p>',
        '<p>বোনাসের সাথে একটি ওয়েজারিং শর্ত থাকে: নগদ হওয়ার আগে যত টাকা বাজি ধরতে হবে। মেম্বার সেন্টারের <b>বোনাসের বিবরণ</b> দেখায় আর কত বাকি। আপনার নিজের জমা যেকোনো সময় উত্তোলন করা যায়।</p>',
      ),
      a(
        'How long does a withdrawal take?',
        'উত্তোলনে কত সময় লাগে?',
        '<p>Most withdrawals are paid within an hour, day and night. A first withdrawal or a large one may take up to 24 hours while we check the account.</p>',
        '<p>বেশিরভাগ উত্তোলন দিনে-রাতে এক ঘণ্টার মধ্যে পরিশোধ হয়। প্রথম বা বড় উত্তোলনে অ্যাকাউন্ট যাচাইয়ের জন্য ২৪ ঘণ্টা পর্যন্ত লাগতে পারে।</p>',
      ),
    ],
  },
  {
    title: { EN: 'Games', BN: 'গেম' },
    articles: [
      a(
        'Are the games fair?',
        'গেমগুলো কি ন্যায্য?',
        '<p>Our in-house games are <b>provably fair</b>: before you play we show a fingerprint of the server seed, and after you play you can check every result in your browser. Games of our partners are certified by independent test laboratories.</p>',
        '<p>আমাদের নিজস্ব গেমগুলো <b>প্রমাণযোগ্যভাবে ন্যায্য</b>: খেলার আগে আমরা সার্ভার সিডের একটি ফিঙ্গারপ্রিন্ট দেখাই, আর খেলার পরে প্রতিটি ফল আপনার ব্রাউজারেই যাচাই করতে পারেন। পার্টনারদের গেমগুলো স্বাধীন পরীক্ষাগারে প্রত্যয়িত।</p>',
      ),
      a(
        'A game stopped in the middle of a round',
        'রাউন্ডের মাঝে গেম বন্ধ হয়ে গেছে',
        '<p>Your bet is safe. Reopen the game: most games finish the round where it stopped. The result is always in your <b>Betting record</b>. If a round stays open for more than an hour, write to us with the round number.</p>',
        '<p>আপনার বাজি নিরাপদ। গেমটি আবার খুলুন: বেশিরভাগ গেম যেখানে থেমেছিল সেখান থেকে রাউন্ড শেষ করে। ফলাফল সবসময় আপনার <b>বাজির রেকর্ডে</b> থাকে। কোনো রাউন্ড এক ঘণ্টার বেশি খোলা থাকলে রাউন্ড নম্বরসহ আমাদের লিখুন।</p>',
      ),
      a(
        'Can I play for free?',
        'বিনামূল্যে খেলা যায়?',
        '<p>Yes: press <b>Free play</b> on the login page for a trial account with play money. Trial accounts cannot deposit, withdraw or claim promotions.</p>',
        '<p>হ্যাঁ: খেলার টাকাসহ একটি ট্রায়াল অ্যাকাউন্টের জন্য লগইন পাতায় <b>ফ্রি প্লে</b> চাপুন। ট্রায়াল অ্যাকাউন্টে জমা, উত্তোলন বা প্রমোশন নেওয়া যায় না।</p>',
      ),
    ],
  },
  {
    title: { EN: 'Security', BN: 'নিরাপত্তা' },
    articles: [
      a(
        'How do I keep my account safe?',
        'কীভাবে অ্যাকাউন্ট নিরাপদ রাখব?',
        '<ul><li>Use a password you use nowhere else.</li><li>Turn on the authenticator app in <b>Security</b>: a code from your phone is then needed at each login from a new place.</li><li>We never ask for your password in the chat, by e-mail or by phone.</li></ul>',
        '<ul><li>এমন পাসওয়ার্ড ব্যবহার করুন যা আর কোথাও ব্যবহার করেন না।</li><li><b>নিরাপত্তা</b>-তে অথেনটিকেটর অ্যাপ চালু করুন: নতুন জায়গা থেকে প্রতিটি লগইনে আপনার ফোনের একটি কোড লাগবে।</li><li>আমরা কখনো চ্যাটে, ই-মেইলে বা ফোনে আপনার পাসওয়ার্ড চাই না।</li></ul>',
      ),
      a(
        'What is the payment password?',
        'পেমেন্ট পাসওয়ার্ড কী?',
        '<p>A second password, different from your login password, asked for every withdrawal and transfer. Even someone who learned your login password cannot take your money without it.</p>',
        '<p>লগইন পাসওয়ার্ড থেকে আলাদা একটি দ্বিতীয় পাসওয়ার্ড, যা প্রতিটি উত্তোলন ও ট্রান্সফারে চাওয়া হয়। কেউ আপনার লগইন পাসওয়ার্ড জানলেও এটি ছাড়া টাকা নিতে পারবে না।</p>',
      ),
    ],
  },
  {
    title: { EN: 'Responsible gaming', BN: 'দায়িত্বশীল গেমিং' },
    articles: [
      a(
        'Play for fun, not for money',
        'টাকার জন্য নয়, আনন্দের জন্য খেলুন',
        '<p>Gaming is entertainment. Set yourself a budget before you play, never chase losses and take regular breaks. Only adults of 18 or older may play.</p>',
        '<p>গেমিং বিনোদন। খেলার আগে নিজের জন্য একটি বাজেট ঠিক করুন, হারানো টাকা তোলার চেষ্টা করবেন না এবং নিয়মিত বিরতি নিন। শুধু ১৮ বা তার বেশি বয়সীরা খেলতে পারেন।</p>',
      ),
      a(
        'I want to take a break',
        'আমি বিরতি নিতে চাই',
        '<p>Write to our live chat and we close your account for the time you choose, from a day to for good. While it is closed you cannot log in, and we send you no offers.</p>',
        '<p>লাইভ চ্যাটে লিখুন, আমরা আপনার বেছে নেওয়া সময়ের জন্য অ্যাকাউন্ট বন্ধ করে দেব, এক দিন থেকে চিরতরে। বন্ধ থাকার সময় লগইন করা যাবে না এবং আমরা কোনো অফার পাঠাব না।</p>',
      ),
    ],
  },
];

// The offline page's words in the visitor's language (as the site last showed it; else English),
// and its way back: Try again, or by itself when the connection returns (decision 0054).
(() => {
  const WORDS = {
    BN: {
      lang: 'bn',
      title: 'আপনি অফলাইনে আছেন',
      text: 'ব্যালান্স ও গেমের জন্য সাইটটির ইন্টারনেট লাগে। আবার অনলাইনে এলেই এটি নিজে থেকে খুলে যাবে।',
      retry: 'আবার চেষ্টা করুন',
    },
  };
  let language = 'EN';
  try {
    // The visitor's own choice, else the language the site showed last (the brand's default).
    language = (localStorage.getItem('lang') || localStorage.getItem('offlineLang') || 'EN').toUpperCase();
  } catch {
    // Storage may be closed to the page: English.
  }
  const words = WORDS[language];
  if (words) {
    document.documentElement.lang = words.lang;
    document.title = words.title;
    for (const element of document.querySelectorAll('[data-text]')) {
      element.textContent = words[element.getAttribute('data-text')];
    }
  }
  const back = () => window.location.reload();
  document.querySelector('.offline__retry')?.addEventListener('click', back);
  window.addEventListener('online', back);
})();

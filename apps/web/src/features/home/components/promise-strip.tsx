import { useTranslation } from 'react-i18next';
import { GlobeIcon, MoonIcon, ShieldIcon } from '../../../components/icons';

/** What already works today, stated without numbers we cannot back. */
export function PromiseStrip() {
  const { t } = useTranslation();
  const items = [
    { icon: <ShieldIcon />, title: t('promise_secure_title'), text: t('promise_secure_text') },
    { icon: <GlobeIcon />, title: t('promise_language_title'), text: t('promise_language_text') },
    { icon: <MoonIcon />, title: t('promise_theme_title'), text: t('promise_theme_text') },
  ];
  return (
    <ul className="promise-strip">
      {items.map((item) => (
        <li key={item.title} className="promise-strip__item">
          <span className="promise-strip__icon" aria-hidden="true">
            {item.icon}
          </span>
          <div>
            <h3 className="promise-strip__title">{item.title}</h3>
            <p className="promise-strip__text">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

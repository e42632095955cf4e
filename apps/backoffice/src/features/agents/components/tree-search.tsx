import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../../components/field';

/** "Find in the tree": an account or member id; the tree then opens at that member. */
export function TreeSearch({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(term);
  useEffect(() => setDraft(term), [term]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="filter-form tree-search" onSubmit={submit} data-testid="tree-search">
      <Field label={t('agents.treeSearch')} className="filter-form__field">
        {(id) => (
          <input
            id={id}
            name="find"
            type="search"
            autoComplete="off"
            maxLength={64}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('agents.treeSearchPlaceholder')}
          />
        )}
      </Field>
      <div className="filter-form__buttons">
        <button type="submit" className="btn btn--primary" data-testid="tree-search-submit">
          {t('agents.search')}
        </button>
        {term && (
          <Link className="btn btn--ghost" to="/agents/tree" data-testid="tree-search-clear">
            {t('agents.clear')}
          </Link>
        )}
      </div>
    </form>
  );
}

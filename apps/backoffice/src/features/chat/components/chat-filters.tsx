import type { ChatAgent } from '@tessera/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields, Field, SelectFilter } from '../../../components/field';
import type { ChatFilters } from '../chat-query';

/**
 * The closed and all-open lists' filters (decision 0056): the customer (a member's username or a
 * visitor's name, by its start), the staff member, the rating (closed only) and the brand's days
 * the conversation was opened. Words and days apply with the button; the choices at once.
 */
export function ChatFiltersForm({
  filters,
  agents,
  closed,
  onApply,
  onClear,
}: {
  filters: ChatFilters;
  agents: readonly ChatAgent[];
  closed: boolean;
  onApply: (next: Partial<ChatFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ customer: filters.customer, from: filters.from, to: filters.to });
  useEffect(
    () => setDraft({ customer: filters.customer, from: filters.from, to: filters.to }),
    [filters.customer, filters.from, filters.to],
  );
  const set = (name: keyof typeof draft, value: string) => setDraft((state) => ({ ...state, [name]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ customer: draft.customer.trim(), from: draft.from, to: draft.to });
  };
  const any = Object.values(filters).some((value) => value !== '');
  return (
    <form className="filter-form chat-filters" onSubmit={apply} data-testid="chat-filters">
      <Field label={t('chat.filters.customer')} className="filter-form__field chat-filters__wide">
        {(id) => (
          <input
            id={id}
            name="customer"
            type="search"
            autoComplete="off"
            maxLength={64}
            value={draft.customer}
            placeholder={t('chat.filters.customerPlaceholder')}
            onChange={(event) => set('customer', event.target.value)}
            data-testid="chat-filter-customer"
          />
        )}
      </Field>
      <SelectFilter
        label={t('chat.filters.staff')}
        name="staff"
        value={filters.staff}
        allLabel={t('common.all')}
        options={agents.map((agent) => ({ value: String(agent.id), label: agent.username }))}
        onChange={(value) => onApply({ staff: value })}
        testId="chat-filter-staff"
      />
      {closed && (
        <SelectFilter
          label={t('chat.rating')}
          name="rating"
          value={filters.rating}
          allLabel={t('common.all')}
          options={[5, 4, 3, 2, 1].map((score) => ({
            value: String(score),
            label: `${'★'.repeat(score)} ${score}`,
          }))}
          onChange={(value) => onApply({ rating: value })}
          testId="chat-filter-rating"
        />
      )}
      <DateRangeFields
        fromLabel={t('chat.filters.from')}
        toLabel={t('chat.filters.to')}
        from={draft.from}
        to={draft.to}
        onChange={set}
        testId="chat-filter"
      />
      <div className="filter-form__buttons chat-filters__wide">
        <button type="submit" className="btn btn--primary btn--small" data-testid="chat-filter-apply">
          {t('chat.filters.apply')}
        </button>
        {any && (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={onClear}
            data-testid="chat-filter-clear"
          >
            {t('chat.filters.clear')}
          </button>
        )}
      </div>
    </form>
  );
}

import {
  contactMessageStatuses,
  contactTopicLabels,
  contactTopics,
  type OperatorContactSummary,
} from '@nibras/contracts/contact';
import { isLanguage } from '@nibras/contracts/i18n/languages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn, type SortOrder } from '@/components/ui/data-table';
import { ActionDialog } from '@/components/ui/dialog';
import { useErrorText } from '@/lib/error-text';
import { useListParams } from '@/lib/list-params';
import { ConsolePage } from '@/features/operator/components/console-page';
import {
  FilterSelect,
  useConsoleTime,
  WrittenField,
} from '@/features/operator/components/console-controls';
import { useTableLabels } from '@/features/operator/components/table-labels';
import { useContactMessages } from '@/features/operator/contact/api/get-contact-messages';
import { ContactMessageDetail } from './contact-message-detail';

/** Contact messages: the inbox with its filters and search, and one message at a time. */
export function ContactPage() {
  const { t, i18n } = useTranslation('operator');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const labels = useTableLabels(t('contact.empty'));
  const time = useConsoleTime();
  const errorText = useErrorText();
  const { params, change, query } = useListParams({
    status: 'open',
    topic: '',
    search: '',
    sort: 'created',
    order: 'desc',
    page: '1',
  });
  const messages = useContactMessages(query);
  const [search, setSearch] = useState(params.search);
  // Typing settles before the server is asked again.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search !== params.search) change({ search });
    }, 300);
    return () => clearTimeout(timer);
  }, [search, params.search, change]);
  const [opened, setOpened] = useState<OperatorContactSummary | null>(null);
  const columns: DataColumn<OperatorContactSummary>[] = [
    {
      key: 'created',
      header: t('contact.received'),
      sortable: true,
      cell: (row) => time(row.createdAt),
    },
    {
      key: 'from',
      header: t('contact.from'),
      cell: (row) => (
        <>
          <span dir="auto" className="block">
            {row.name}
          </span>
          <span className="block text-xs text-slate-600 dark:text-slate-300">{row.email}</span>
        </>
      ),
    },
    {
      key: 'topic',
      header: t('contact.topic'),
      cell: (row) => contactTopicLabels[row.topic][language],
    },
    {
      key: 'excerpt',
      header: t('contact.excerpt'),
      cell: (row) => (
        <span dir="auto" lang={row.language}>
          {row.excerpt}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('contact.status'),
      cell: (row) => t(`contact.statuses.${row.status}`),
    },
    { key: 'replies', header: t('contact.replies'), cell: (row) => row.replyCount },
    {
      key: 'open',
      header: t('contact.open'),
      cell: (row) => (
        <Button variant="secondary" onClick={() => setOpened(row)}>
          {t('contact.open')}
          <span className="sr-only"> {row.name}</span>
        </Button>
      ),
    },
  ];
  return (
    <ConsolePage title={t('console.tabs.contact')} description={t('contact.description')}>
      <div className="mb-4 grid gap-4 sm:grid-cols-3">
        <FilterSelect
          label={t('contact.status')}
          value={params.status}
          onChange={(status) => change({ status })}
          allLabel={t('contact.allStatuses')}
          options={contactMessageStatuses.map((value) => ({
            value,
            label: t(`contact.statuses.${value}`),
          }))}
        />
        <FilterSelect
          label={t('contact.topic')}
          value={params.topic}
          onChange={(topic) => change({ topic })}
          allLabel={t('contact.allTopics')}
          options={contactTopics.map((value) => ({
            value,
            label: contactTopicLabels[value][language],
          }))}
        />
        <WrittenField
          label={t('contact.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {messages.isError ? (
        <FormAlert tone="error">{errorText(messages.error)}</FormAlert>
      ) : (
        <DataTable
          caption={t('console.tabs.contact')}
          columns={columns}
          rows={messages.data?.items}
          rowKey={(row) => row.id}
          sort={params.sort}
          order={params.order as SortOrder}
          onSort={(sort, order) => change({ sort, order })}
          page={Number(params.page)}
          pageSize={messages.data?.pageSize ?? 20}
          total={messages.data?.total ?? 0}
          onPage={(page) => change({ page: String(page) })}
          loading={messages.isFetching}
          labels={labels}
        />
      )}
      {opened && (
        <ActionDialog
          open
          wide
          onOpenChange={(open) => !open && setOpened(null)}
          title={opened.name}
          description={t('contact.detailDescription', {
            email: opened.email,
            language: t(`contact.language.${opened.language}`),
            when: time(opened.createdAt),
          })}
        >
          <ContactMessageDetail id={opened.id} />
        </ActionDialog>
      )}
    </ConsolePage>
  );
}

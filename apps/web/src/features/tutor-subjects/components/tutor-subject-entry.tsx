import type { TutorSubject } from '@nibras/contracts/tutor-subjects';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFormatMoney } from '@/lib/money';
import { usePriceEditor } from '@/features/tutor-subjects/hooks/use-price-editor';
import { PriceInput } from './form-controls';
import { SubjectIcon } from '@/components/ui/subject-icon';
import { panelSurface } from '@/components/ui/panel';

export type EntryProps = {
  item: TutorSubject;
  editing: boolean;
  /** Focus "Edit prices" when shown: the tutor just left this entry's price form. */
  focusEdit: boolean;
  onEdit: () => void;
  onStopEditing: () => void;
  onRemove: () => void;
};

/** Ids of the buttons focus returns to after a dialog or an inline form closes. */
export const editButtonId = (subjectId: number) => `tutor-subject-${subjectId}-edit`;
export const removeButtonId = (subjectId: number) => `tutor-subject-${subjectId}-remove`;

const cell = 'px-4 py-3 align-middle';

function SubjectName({ item }: { item: TutorSubject }) {
  return (
    <span className="flex items-center gap-3 font-semibold text-slate-900 dark:text-white">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700 dark:bg-slate-800 dark:text-amber-300">
        <SubjectIcon name={item.icon} />
      </span>
      {item.name}
    </span>
  );
}

function DisplayActions({ item, focusEdit, onEdit, onRemove }: EntryProps) {
  const { t } = useTranslation('tutor-subjects');
  return (
    <div className="flex justify-end gap-2">
      <Button
        id={editButtonId(item.subjectId)}
        variant="secondary"
        onClick={onEdit}
        autoFocus={focusEdit}
        aria-label={t('actions.editOf', { subject: item.name })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t('actions.edit')}
      </Button>
      <Button
        id={removeButtonId(item.subjectId)}
        variant="ghost"
        onClick={onRemove}
        aria-label={t('actions.removeOf', { subject: item.name })}
        className="text-red-700 hover:text-red-800 dark:text-red-300 dark:hover:text-red-200"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('actions.remove')}
      </Button>
    </div>
  );
}

/** The inline price form; mounted only while editing, so it always starts from saved prices. */
function usePriceForm({ item, onStopEditing }: EntryProps) {
  const { t } = useTranslation('tutor-subjects');
  const formId = useId();
  const editor = usePriceEditor(item, onStopEditing);
  const { errors } = editor.form.formState;
  const { setFocus } = editor.form;
  useEffect(() => setFocus('onlinePrice'), [setFocus]);

  const priceInput = (field: 'onlinePrice' | 'offlinePrice', hideLabel: boolean) => (
    <PriceInput
      form={formId}
      hideLabel={hideLabel}
      label={t(field === 'onlinePrice' ? 'fields.onlinePriceOf' : 'fields.offlinePriceOf', {
        subject: item.name,
      })}
      currency={item.currency}
      error={errors[field]}
      className={hideLabel ? 'w-40' : undefined}
      {...editor.form.register(field)}
    />
  );
  const actions = (
    <form id={formId} noValidate onSubmit={editor.submit} className="flex justify-end gap-2">
      <Button
        variant="ghost"
        onClick={onStopEditing}
        aria-label={t('actions.cancelOf', { subject: item.name })}
      >
        {t('actions.cancel')}
      </Button>
      <Button
        type="submit"
        disabled={editor.saving}
        aria-busy={editor.saving}
        aria-label={t('actions.saveOf', { subject: item.name })}
      >
        {editor.saving ? t('actions.saving') : t('actions.save')}
      </Button>
    </form>
  );
  // Escape leaves the form without saving, from any of its fields.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onStopEditing();
  };
  return { priceInput, actions, onKeyDown };
}

function EditingRow(props: EntryProps) {
  const { priceInput, actions, onKeyDown } = usePriceForm(props);
  return (
    <tr onKeyDown={onKeyDown} className="bg-indigo-50/60 dark:bg-slate-800/60">
      <th scope="row" className={`${cell} text-start whitespace-nowrap`}>
        <SubjectName item={props.item} />
      </th>
      <td className={cell}>{priceInput('onlinePrice', true)}</td>
      <td className={cell}>{priceInput('offlinePrice', true)}</td>
      <td className={`${cell} w-px whitespace-nowrap`}>{actions}</td>
    </tr>
  );
}

/** One of the tutor's subjects as a table row (wide screens). */
export function TutorSubjectRow(props: EntryProps) {
  const format = useFormatMoney();
  if (props.editing) return <EditingRow {...props} />;
  const { item } = props;
  return (
    <tr>
      <th scope="row" className={`${cell} text-start whitespace-nowrap`}>
        <SubjectName item={item} />
      </th>
      <td className={`${cell} tabular-nums`}>{format(item.onlinePrice, item.currency)}</td>
      <td className={`${cell} tabular-nums`}>{format(item.offlinePrice, item.currency)}</td>
      <td className={`${cell} w-px whitespace-nowrap`}>
        <DisplayActions {...props} />
      </td>
    </tr>
  );
}

function EditingCard(props: EntryProps) {
  const { priceInput, actions, onKeyDown } = usePriceForm(props);
  return (
    <div onKeyDown={onKeyDown} className="space-y-4">
      <SubjectName item={props.item} />
      <div className="grid gap-3 sm:grid-cols-2">
        {priceInput('onlinePrice', false)}
        {priceInput('offlinePrice', false)}
      </div>
      {actions}
    </div>
  );
}

/** One of the tutor's subjects as a card (narrow screens). */
export function TutorSubjectCard(props: EntryProps) {
  const { t } = useTranslation('tutor-subjects');
  const format = useFormatMoney();
  const { item } = props;
  return (
    <li className={`${panelSurface} p-4 shadow-sm`}>
      {props.editing ? (
        <EditingCard {...props} />
      ) : (
        <div className="space-y-4">
          <h3>
            <SubjectName item={item} />
          </h3>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-slate-600 dark:text-slate-300">{t('table.onlinePrice')}</dt>
              <dd className="mt-0.5 text-base font-semibold tabular-nums">
                {format(item.onlinePrice, item.currency)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-300">{t('table.offlinePrice')}</dt>
              <dd className="mt-0.5 text-base font-semibold tabular-nums">
                {format(item.offlinePrice, item.currency)}
              </dd>
            </div>
          </dl>
          <DisplayActions {...props} />
        </div>
      )}
    </li>
  );
}
